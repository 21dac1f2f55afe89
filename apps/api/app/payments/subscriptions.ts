import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { Subscription, subscribe } from '#subscriptions/public'

/**
 * A paid subscription: activates the fan's subscription to the artist for a month, or extends
 * an active one by a month from its current end, in the same transaction as the credit.
 */
export async function activatePaidSubscription(
  trx: TransactionClientContract,
  paid: { fanId: number; artistId: number; purchaseId: number }
): Promise<void> {
  const now = DateTime.utc()
  const existing = await Subscription.query({ client: trx })
    .where({ fanId: paid.fanId, artistId: paid.artistId })
    .first()
  const from = existing && existing.activeUntil > now ? existing.activeUntil : now
  await subscribe(paid.fanId, paid.artistId, from.plus({ months: 1 }), trx)
}
