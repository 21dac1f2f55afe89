/* What the operator CLI may check and do with payments; collected by start/operator.ts. */
import { OperatorError, type DemoSeeder } from '#core/console_app'
import { ledgerTotal } from '#payments/actions/balance_of'
import { formatHryvnia } from '#payments/money'
import { paymentsConfig, paymentsConfigProblem } from '#payments/payments_config'
import { seedDemoPayments } from '#payments/demo'
import { reconcilePayments, type ReconcileResult } from '#payments/actions/reconcile_payments'
import { LiqpayProvider, LiqpayRefusal } from '#payments/providers/liqpay_provider'

/**
 * The payments row of `kobza doctor`: the provider in use, whether it can sign, and whether the
 * balance ledger still sums to zero.
 */
export async function paymentsCheck(): Promise<{ name: string; setting: string; ok: boolean; detail: string }> {
  let provider: string
  try {
    provider = paymentsConfig.provider
    void paymentsConfig.feeBasisPoints
  } catch (error) {
    const setting = paymentsConfig.configuredName ? 'invalid' : 'not set'
    return { name: 'payments', setting, ok: false, detail: (error as Error).message }
  }
  const fee = `fee ${Number(paymentsConfig.feeBasisPoints) / 100}%`
  const problem = paymentsConfigProblem()
  if (problem) return { name: 'payments', setting: `${provider}, ${fee}`, ok: false, detail: problem }
  if (provider === 'liqpay') {
    const keys = await liqpayAcceptsKeys()
    if (keys) return { name: 'payments', setting: `liqpay, ${fee}`, ok: false, detail: keys }
  }
  let total: bigint
  try {
    total = await ledgerTotal()
  } catch (error) {
    // The database row reports the outage itself; this row only says the balance is unknown.
    return {
      name: 'payments',
      setting: `${provider}, ${fee}`,
      ok: false,
      detail: `balance unknown: ${(error as Error).message}`,
    }
  }
  return {
    name: 'payments',
    setting: `${provider}, ${fee}`,
    ok: total === 0n,
    detail: total === 0n ? 'balance ledger balances' : `balance ledger is off by ${formatHryvnia(total)} UAH`,
  }
}

/** An order no shop has: LiqPay answers it "not found" when the keys hold, and refuses otherwise. */
const PROBE_ORDER = 'kobza-doctor-probe'

/**
 * Whether LiqPay accepts the configured keys, by asking it (LIQPAY_API_URL) about an order that
 * does not exist: null when it does, else what is wrong. Keys present but wrong would otherwise
 * only show when reconciliation quietly stops settling orders.
 */
async function liqpayAcceptsKeys(): Promise<string | null> {
  try {
    await new LiqpayProvider(paymentsConfig.liqpay).queryStatus(PROBE_ORDER)
    return null
  } catch (error) {
    return error instanceof LiqpayRefusal
      ? `LiqPay does not accept these keys: ${error.message}`
      : `LiqPay cannot be reached: ${(error as Error).message}`
  }
}

export const demo: DemoSeeder = { domain: 'payments', run: seedDemoPayments }

/**
 * `kobza payments reconcile [--older-than 15m]`: asks the providers about the orders still
 * pending after that long and settles those they answer for (a missed callback).
 */
export async function reconcile(olderThan?: string): Promise<ReconcileResult> {
  let olderThanMs: number | undefined
  if (olderThan !== undefined) {
    const match = /^(\d+)([smhd])$/.exec(olderThan.trim())
    if (!match) throw new OperatorError(`--older-than takes a duration such as 15m, 2h or 1d (not ${olderThan})`)
    olderThanMs =
      Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd']
  }
  return reconcilePayments({ olderThanMs })
}
