import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiException } from '#core/exceptions/api_exception'
import Purchase, { type HoldStatus } from '#payments/purchase'
import { postRefundedRelease, postReleasedHold, postReturnedHold } from '#payments/actions/post_purchase'

/** `refund`: a released price taken back from the artist and returned to the fan. */
export type HoldSettlement = 'release' | 'return' | 'refund'

const transitions: Record<HoldSettlement, { from: HoldStatus; to: HoldStatus }> = {
  release: { from: 'HELD', to: 'RELEASED' },
  return: { from: 'HELD', to: 'RETURNED' },
  refund: { from: 'RELEASED', to: 'RETURNED' },
}

/**
 * Ends a paid video greeting's hold: `release` when the artist delivers (the price reaches the
 * artist's balance), `return` when the artist declines (it goes back to the fan), `refund` when a
 * moderator takes a delivered one back (from the artist to the fan). Each moves a purchase from
 * one hold state, once: a second call, or another one afterwards, is a 409. Pass the caller's
 * transaction to settle together with the caller's own change (the order's status).
 */
export async function settleGreetingHold(
  purchaseUuid: string,
  settlement: HoldSettlement,
  client?: TransactionClientContract
): Promise<Purchase> {
  if (!client) return db.transaction((trx) => settleGreetingHold(purchaseUuid, settlement, trx))
  const trx = client
  const purchase = await Purchase.query({ client: trx })
    .where('uuid', purchaseUuid)
    .where('goal', 'VID_CONGRATULATION')
    .first()
  if (!purchase) throw ApiException.notFound()
  const result = await trx
    .from('purchases')
    .where('id', purchase.id)
    .where('hold_status', transitions[settlement].from)
    .update({ hold_status: transitions[settlement].to })
  const moved = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
  if (moved !== 1) throw ApiException.conflict('This order is not awaiting delivery')
  const post = { release: postReleasedHold, return: postReturnedHold, refund: postRefundedRelease }[settlement]
  await post(trx, purchase)
  purchase.holdStatus = transitions[settlement].to
  return purchase
}
