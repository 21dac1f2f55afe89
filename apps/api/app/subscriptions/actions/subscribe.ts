import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#subscriptions/subscription'

/**
 * Makes `fanId` a subscriber of `artistId` until `until` (a renewal moves the date; it never
 * shortens an active subscription). Payments call this once a checkout is confirmed.
 */
export async function subscribe(
  fanId: number,
  artistId: number,
  until: DateTime,
  trx?: TransactionClientContract
): Promise<Subscription> {
  const existing = await Subscription.query({ client: trx }).where({ fanId, artistId }).first()
  if (!existing) return Subscription.create({ fanId, artistId, activeUntil: until }, { client: trx })
  if (existing.activeUntil < until) {
    existing.activeUntil = until
    await existing.save()
  }
  return existing
}

/** Ends a subscription now (unsubscribe); a no-op when there is none. */
export async function endSubscription(fanId: number, artistId: number, now: DateTime, trx?: TransactionClientContract) {
  const existing = await Subscription.query({ client: trx }).where({ fanId, artistId }).first()
  if (existing && existing.activeUntil > now) {
    existing.activeUntil = now
    await existing.save()
  }
}
