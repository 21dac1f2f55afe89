import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { sqlTimeOf } from '#core/stored_time'
import { formatHryvnia } from '#payments/money'
import type { CallbackEvent, SignedCallback } from '#payments/providers/payment_provider'
import { SignedFormProvider } from '#payments/providers/payment_provider'
import { encodeData, sandboxSignature } from '#payments/providers/signing'

export type SandboxDecision = 'approve' | 'decline'

/** The callback the sandbox sends for a payer's decision: LiqPay's shape, signed with the sandbox secret. */
export function sandboxCallbackFor(
  secret: string,
  order: { uuid: string; amount: bigint; currency: string },
  decision: SandboxDecision,
  transactionId: string
): SignedCallback {
  const data = encodeData({
    version: 1,
    order_id: order.uuid,
    status: decision === 'approve' ? 'success' : 'failure',
    amount: formatHryvnia(order.amount),
    currency: order.currency,
    transaction_id: transactionId,
  })
  return { data, signature: sandboxSignature(secret, data) }
}

interface SandboxOrder {
  uuid: string
  amount: bigint
  currency: string
}

/**
 * Writes the payer's decision into the sandbox's books (the provider's side) and answers the
 * one that stands: the first decision wins, as a real provider charges a payment once.
 */
export async function recordSandboxDecision(
  order: SandboxOrder,
  decision: SandboxDecision
): Promise<{ decision: SandboxDecision; transactionId: string }> {
  await db
    .table('sandbox_payments')
    .insert({
      order_uuid: order.uuid,
      status: decision === 'approve' ? 'success' : 'failure',
      amount: order.amount.toString(),
      currency: order.currency,
      transaction_id: `sandbox-${randomUUID()}`,
      created_at: sqlTimeOf(clock.now()),
    })
    .onConflict('order_uuid')
    .ignore()
  const row = await db.from('sandbox_payments').where('order_uuid', order.uuid).firstOrFail()
  return { decision: row.status === 'success' ? 'approve' : 'decline', transactionId: row.transaction_id }
}

/**
 * The embedded provider: its checkout page is served by Kobza (/payments/sandbox/checkout/:uuid),
 * the payer approves or declines there, and it posts a signed callback to the API as a real
 * provider would. Default for `npm start` and the tests; no money moves outside the ledger.
 */
export class SandboxProvider extends SignedFormProvider {
  readonly name = 'sandbox' as const

  constructor(private readonly secret: string) {
    super()
  }

  protected signatureOf(data: string): string {
    return sandboxSignature(this.secret, data)
  }

  /** LiqPay's words, so tests can drive every branch through the sandbox. */
  protected statusOf(providerStatus: string): CallbackEvent['status'] {
    return providerStatus === 'success' || providerStatus === 'failure' || providerStatus === 'reversed'
      ? providerStatus
      : 'pending'
  }

  /** Answers from the sandbox's books, as LiqPay's `status` request answers from its own. */
  async queryStatus(orderId: string): Promise<CallbackEvent | null> {
    const row = await db.from('sandbox_payments').where('order_uuid', orderId).first()
    if (!row) return null
    return {
      orderId,
      status: row.status === 'success' ? 'success' : 'failure',
      providerStatus: row.status,
      amount: BigInt(row.amount),
      currency: row.currency,
      transactionId: row.transaction_id,
    }
  }
}
