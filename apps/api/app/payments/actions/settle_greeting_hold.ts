import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiException } from '#core/exceptions/api_exception'
import Purchase from '#payments/purchase'
import { postReleasedHold, postReturnedHold } from '#payments/actions/post_purchase'

export type HoldSettlement = 'release' | 'return'

/**
 * Ends a paid video greeting's hold: `release` when the artist delivers (the price reaches the
 * artist's balance), `return` when the artist declines (it goes back to the fan). Only a HELD
 * purchase moves, once: a second call, or the other one afterwards, is a 409. Pass the caller's
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
    .where('hold_status', 'HELD')
    .update({ hold_status: settlement === 'release' ? 'RELEASED' : 'RETURNED' })
  const moved = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
  if (moved !== 1) throw ApiException.conflict('This order is not awaiting delivery')
  await (settlement === 'release' ? postReleasedHold(trx, purchase) : postReturnedHold(trx, purchase))
  purchase.holdStatus = settlement === 'release' ? 'RELEASED' : 'RETURNED'
  return purchase
}
