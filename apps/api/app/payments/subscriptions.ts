import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { extendSubscription, shortenSubscription } from '#subscriptions/public'

/**
 * A paid subscription: activates the fan's subscription to the artist for a month, or extends
 * an active one by a month from its current end, in the same transaction as the credit and
 * under the subscription row's lock (two payments at once give two months). Paying while a
 * cancelled subscription is still running pays for the month after it and lifts the
 * cancellation (the fan is never charged twice for the same month).
 */
export async function activatePaidSubscription(
  trx: TransactionClientContract,
  paid: { fanId: number; artistId: number; purchaseId: number }
): Promise<void> {
  await extendSubscription(trx, { fanId: paid.fanId, artistId: paid.artistId, months: 1, now: clock.now().toUTC() })
}

/** A refunded subscription payment takes its month back, in the reversal's transaction. */
export async function reversePaidSubscription(
  trx: TransactionClientContract,
  refunded: { fanId: number; artistId: number; purchaseId: number }
): Promise<void> {
  await shortenSubscription(trx, {
    fanId: refunded.fanId,
    artistId: refunded.artistId,
    months: 1,
    now: clock.now().toUTC(),
  })
}
