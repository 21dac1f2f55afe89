import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#subscriptions/subscription'

/**
 * Makes `fanId` a subscriber of `artistId` until `until` (a renewal moves the date; it never
 * shortens an active subscription). Subscribing again also lifts a pending cancellation.
 * Payments call this once a checkout is confirmed.
 */
export async function subscribe(
  fanId: number,
  artistId: number,
  until: DateTime,
  trx?: TransactionClientContract
): Promise<Subscription> {
  const existing = await Subscription.query({ client: trx }).where({ fanId, artistId }).first()
  if (!existing) return Subscription.create({ fanId, artistId, activeUntil: until }, { client: trx })
  if (existing.activeUntil < until) existing.activeUntil = until
  existing.cancelledAt = null
  if (existing.$isDirty) await existing.save()
  return existing
}

/**
 * Unsubscribe: cancels at the end of the paid period. The fan keeps access until `activeUntil`
 * (the month paid for is not refunded, so it is not taken away either); nothing renews it.
 * A no-op when there is no active subscription or it is already cancelled.
 */
export async function cancelSubscription(
  fanId: number,
  artistId: number,
  now: DateTime,
  trx?: TransactionClientContract
): Promise<void> {
  const existing = await Subscription.query({ client: trx }).where({ fanId, artistId }).first()
  if (existing && existing.activeUntil > now && existing.cancelledAt === null) {
    existing.cancelledAt = now
    await existing.save()
  }
}

/** The fan's subscription to the artist while it is active at `now`, cancelled or not. */
export async function activeSubscription(fanId: number, artistId: number, now: DateTime) {
  if (fanId === artistId) return null
  const existing = await Subscription.query().where({ fanId, artistId }).first()
  return existing && existing.activeUntil > now ? existing : null
}
