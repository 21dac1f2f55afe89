import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { Subscription, subscribe } from '#subscriptions/public'

/**
 * A paid subscription: activates the fan's subscription to the artist for a month, or extends
 * an active one by a month from its current end, in the same transaction as the credit. Paying
 * while a cancelled subscription is still running pays for the month after it and lifts the
 * cancellation (the fan is never charged twice for the same month).
 */
export async function activatePaidSubscription(
  trx: TransactionClientContract,
  paid: { fanId: number; artistId: number; purchaseId: number }
): Promise<void> {
  const now = clock.now().toUTC()
  const existing = await Subscription.query({ client: trx })
    .where({ fanId: paid.fanId, artistId: paid.artistId })
    .first()
  const from = existing && existing.activeUntil > now ? existing.activeUntil : now
  await subscribe(paid.fanId, paid.artistId, from.plus({ months: 1 }), trx)
}
