import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { paymentMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { clock } from '#core/clock'
import { sqlTimeOf } from '#core/stored_time'
import PaymentCallback, { type CallbackOutcome } from '#payments/payment_callback'
import Purchase, { type PurchaseStatus } from '#payments/purchase'
import type { ProviderName } from '#payments/payments_config'
import type { CallbackEvent, SignedCallback } from '#payments/providers/payment_provider'
import { isProviderName, providerNamed } from '#payments/providers/providers'
import { decodeData, stringField } from '#payments/providers/signing'
import { postPaidPurchase } from '#payments/actions/post_purchase'
import { tellArtistOfPayment } from '#payments/notifications'
import { postReversal } from '#payments/actions/post_reversal'
import { activatePaidSubscription, reversePaidSubscription } from '#payments/subscriptions'
import { greetingPaid, greetingReversed } from '#payments/greeting_hook'

export interface CallbackResult {
  outcome: CallbackOutcome
  detail: string | null
}

/** Affected rows of an UPDATE, however the driver reports them. */
function affected(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
}

/**
 * Moves the purchase from PENDING to `to` only if it is still PENDING. Concurrent duplicates
 * all try: the database lets exactly one UPDATE match (PostgreSQL re-checks the WHERE after the
 * winner commits; SQLite runs one writer at a time), so exactly one caller goes on to credit.
 */
async function settle(
  trx: TransactionClientContract,
  purchase: Purchase,
  to: PurchaseStatus,
  event: CallbackEvent
): Promise<boolean> {
  const now = sqlTimeOf(clock.now())
  const result = await trx
    .from('purchases')
    .where('id', purchase.id)
    .where('status', 'PENDING')
    .update({
      status: to,
      settled_at: now,
      updated_at: now,
      provider_transaction_id: event.transactionId,
      ...(to === 'SUCCEEDED' && purchase.goal === 'VID_CONGRATULATION' ? { hold_status: 'HELD' } : {}),
    })
  return affected(result) === 1
}

async function apply(
  trx: TransactionClientContract,
  provider: ProviderName,
  event: CallbackEvent
): Promise<CallbackResult> {
  const purchase = await Purchase.query({ client: trx })
    .where('uuid', event.orderId)
    .where('provider', provider)
    .first()
  if (!purchase) return { outcome: 'rejected', detail: 'unknown order' }
  if (event.amount !== purchase.amount || event.currency !== purchase.currency)
    return {
      outcome: 'rejected',
      detail: `amount or currency differs from the order (${event.amount} ${event.currency})`,
    }

  if (event.status === 'success') {
    if (!(await settle(trx, purchase, 'SUCCEEDED', event))) {
      const current = await Purchase.query({ client: trx }).where('id', purchase.id).firstOrFail()
      return current.status === 'SUCCEEDED'
        ? { outcome: 'duplicate', detail: 'already credited' }
        : { outcome: 'ignored', detail: `order is already ${current.status}` }
    }
    await postPaidPurchase(trx, purchase)
    await tellArtistOfPayment(trx, purchase)
    if (purchase.goal === 'SUBSCRIBE')
      await activatePaidSubscription(trx, {
        fanId: purchase.payerId,
        artistId: purchase.artistId,
        purchaseId: purchase.id,
      })
    if (purchase.goal === 'VID_CONGRATULATION')
      await greetingPaid(trx, {
        purchaseId: purchase.id,
        purchaseUuid: purchase.uuid,
        fanId: purchase.payerId,
        artistId: purchase.artistId,
        amount: purchase.amount,
        fanDesire: purchase.userDesire ?? '',
      })
    return { outcome: 'credited', detail: null }
  }
  if (event.status === 'failure') {
    if (await settle(trx, purchase, 'FAILED', event)) return { outcome: 'failed', detail: null }
    const current = await Purchase.query({ client: trx }).where('id', purchase.id).firstOrFail()
    return {
      outcome: current.status === 'FAILED' ? 'duplicate' : 'ignored',
      detail: `order is already ${current.status}`,
    }
  }
  if (event.status === 'reversed') {
    const now = sqlTimeOf(clock.now())
    const result = await trx
      .from('purchases')
      .where('id', purchase.id)
      .where('status', 'SUCCEEDED')
      .update({ status: 'REVERSED', hold_status: null, updated_at: now })
    if (affected(result) !== 1) {
      const current = await Purchase.query({ client: trx }).where('id', purchase.id).firstOrFail()
      return current.status === 'REVERSED'
        ? { outcome: 'duplicate', detail: 'already reversed' }
        : { outcome: 'ignored', detail: `order is ${current.status}: nothing to reverse` }
    }
    await postReversal(trx, purchase)
    // The hold is undone with the rest: an order still waiting for its video would otherwise
    // stay INIT, and delivering or declining it later would move money that is gone.
    if (purchase.goal === 'VID_CONGRATULATION') await greetingReversed(trx, { purchaseId: purchase.id })
    // A refunded month is not kept: premium access and the chat end with what was paid for.
    if (purchase.goal === 'SUBSCRIBE')
      await reversePaidSubscription(trx, {
        fanId: purchase.payerId,
        artistId: purchase.artistId,
        purchaseId: purchase.id,
      })
    return { outcome: 'reversed', detail: null }
  }
  return { outcome: 'ignored', detail: 'not a final status' }
}

/** What was received, storable as text: PostgreSQL refuses NUL in text (a forged callback answered 500). */
const storable = (text: string) => text.replaceAll('\u0000', '')

/** Longest value of one field of a stored callback record. */
const FIELD_MAX = 64

/**
 * What a callback claims, parsed and bounded (about half a kilobyte at most): stored with every
 * callback whatever its signature, in place of the raw `data`, which anyone may send. The same
 * shape as reconciliation's record, so an operator reads both alike.
 */
export function callbackRecord(data: string): string {
  const payload = decodeData(data)
  if (!payload) return JSON.stringify({ source: 'callback', readable: false, length: data.length })
  const field = (name: string) => stringField(payload, name)?.slice(0, FIELD_MAX) ?? null
  // JSON.stringify escapes NUL and lone surrogates, so the record is storable text on PostgreSQL too.
  return JSON.stringify({
    source: 'callback',
    orderId: field('order_id'),
    status: field('status'),
    amount: field('amount'),
    currency: field('currency'),
    transactionId: field('transaction_id'),
  })
}

/**
 * A provider's server-to-server callback: verified (signature, order, amount, currency),
 * idempotent (the first final status wins; repeats and late arrivals change nothing) and
 * recorded, with its outcome, in the same transaction as the credit it causes.
 */
export async function handleCallback(providerName: string, callback: SignedCallback): Promise<CallbackResult> {
  if (!isProviderName(providerName)) throw ApiException.notFound(paymentMessages.unknownProvider)
  const event = providerNamed(providerName).verifyCallback(callback)
  const record = (trx: TransactionClientContract | undefined, result: CallbackResult) =>
    PaymentCallback.create(
      {
        provider: providerName,
        orderId: event?.orderId.slice(0, 255) ?? null,
        providerStatus: event?.providerStatus.slice(0, 32) ?? null,
        verified: event !== null,
        outcome: result.outcome,
        detail: result.detail?.slice(0, 255) ?? null,
        data: callbackRecord(callback.data),
        signature: storable(callback.signature).slice(0, 255),
      },
      trx ? { client: trx } : undefined
    )

  if (!event) {
    await record(undefined, { outcome: 'rejected', detail: 'bad signature' })
    throw ApiException.badRequest(paymentMessages.invalidSignature)
  }
  const result = await applyProviderEvent(providerName, event, record)
  if (result.outcome === 'rejected') {
    if (result.detail === 'unknown order') throw ApiException.notFound(paymentMessages.unknownOrder)
    throw ApiException.unprocessable([{ message: paymentMessages.callbackMismatch }])
  }
  return result
}

type Recorder = (trx: TransactionClientContract | undefined, result: CallbackResult) => Promise<unknown>

/**
 * Applies a provider's word about an order — from a callback or from reconciliation's status
 * query — through the same checks and the same first-final-status-wins settlement, recorded
 * with its outcome in the transaction of the credit it causes (a refusal is recorded alone).
 */
export async function applyProviderEvent(
  providerName: ProviderName,
  event: CallbackEvent,
  record: Recorder
): Promise<CallbackResult> {
  const result = await db.transaction(async (trx) => {
    const applied = await apply(trx, providerName, event)
    if (applied.outcome !== 'rejected') await record(trx, applied)
    return applied
  })
  if (result.outcome === 'rejected') await record(undefined, result)
  return result
}
