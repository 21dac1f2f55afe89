import { clock } from '#core/clock'
import { sqlTimeOf } from '#core/stored_time'
import PaymentCallback, { type CallbackOutcome } from '#payments/payment_callback'
import Purchase from '#payments/purchase'
import { providerNamed } from '#payments/providers/providers'
import { applyProviderEvent } from '#payments/actions/handle_callback'

/** A callback normally comes within seconds; an order pending longer than this is asked about. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000

export interface ReconcileResult {
  /** Pending orders the providers were asked about. */
  checked: number
  /** Orders whose status the provider's answer settled (or found already settled). */
  settled: { order: string; outcome: CallbackOutcome }[]
  /** Orders the provider could not be asked about this time (they are asked again next run). */
  unreachable: string[]
}

/**
 * Reconciliation: for every order still PENDING after `olderThanMs`, asks its provider for
 * the order's status (the provider interface's status query) and applies a final answer
 * exactly as the missed callback would have been applied — same checks, same
 * first-final-status-wins settlement, recorded in `payment_callbacks` as a reconciliation.
 * A callback that arrives afterwards is a duplicate. Safe to run from several processes.
 */
export async function reconcilePayments(
  options: { olderThanMs?: number; limit?: number } = {}
): Promise<ReconcileResult> {
  const cutoff = clock
    .now()
    .toUTC()
    .minus({ milliseconds: options.olderThanMs ?? RECONCILE_AFTER_MS })
  const pending = await Purchase.query()
    .where('status', 'PENDING')
    .where('created_at', '<=', sqlTimeOf(cutoff))
    .orderBy('id')
    .limit(options.limit ?? 500)
  const result: ReconcileResult = { checked: pending.length, settled: [], unreachable: [] }
  for (const purchase of pending) {
    let event
    try {
      event = await providerNamed(purchase.provider).queryStatus(purchase.uuid)
    } catch {
      result.unreachable.push(purchase.uuid)
      continue
    }
    if (!event || event.status === 'pending') continue
    const answer = JSON.stringify({
      source: 'reconciliation',
      status: event.providerStatus,
      amount: event.amount?.toString() ?? null,
      currency: event.currency,
      transactionId: event.transactionId,
    })
    const applied = await applyProviderEvent(purchase.provider, event, (trx, outcome) =>
      PaymentCallback.create(
        {
          provider: purchase.provider,
          orderId: purchase.uuid,
          providerStatus: event.providerStatus.slice(0, 32),
          // Our own question over our own channel, not a signed notice: nothing to verify.
          verified: true,
          outcome: outcome.outcome,
          detail: `reconciliation${outcome.detail ? `: ${outcome.detail}` : ''}`.slice(0, 255),
          data: answer,
          signature: 'reconciliation',
        },
        trx ? { client: trx } : undefined
      )
    )
    result.settled.push({ order: purchase.uuid, outcome: applied.outcome })
  }
  return result
}
