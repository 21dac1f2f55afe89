import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#subscriptions/subscription'
import { clock } from '#core/clock'
import { storedAt } from '#core/stored_time'

/**
 * The fan's row for the artist, locked for the rest of the transaction: made (already expired)
 * when missing, so every writer reads and moves `active_until` under the same lock. On
 * PostgreSQL a racing insert waits on the unique index and then does nothing, and FOR UPDATE
 * makes a second renewal wait for the first to commit and read its end date; SQLite runs one
 * writer at a time. Without it two payments at once both read the old end and paid twice for
 * one month.
 */
async function lockedSubscription(trx: TransactionClientContract, fanId: number, artistId: number, now: DateTime) {
  const stamp = storedAt(now, trx)
  await trx
    .insertQuery()
    .table('subscriptions')
    .insert({ fan_id: fanId, artist_id: artistId, active_until: stamp, created_at: stamp, updated_at: stamp })
    .onConflict(['fan_id', 'artist_id'])
    .ignore()
  return Subscription.query({ client: trx }).where({ fanId, artistId }).forUpdate().firstOrFail()
}

/** Runs `work` in `trx`, or in a transaction of its own. */
function inTransaction<T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
) {
  return trx ? work(trx) : db.transaction(work)
}

/**
 * Makes `fanId` a subscriber of `artistId` until `until` (a renewal moves the date; it never
 * shortens an active subscription). Subscribing again also lifts a pending cancellation.
 */
export async function subscribe(
  fanId: number,
  artistId: number,
  until: DateTime,
  trx?: TransactionClientContract
): Promise<Subscription> {
  return inTransaction(trx, async (client) => {
    const existing = await lockedSubscription(client, fanId, artistId, clock.now())
    if (existing.activeUntil < until) existing.activeUntil = until
    existing.cancelledAt = null
    if (existing.$isDirty) await existing.save()
    return existing
  })
}

/**
 * A paid period: `months` more from the current end when the subscription is still running,
 * from `now` otherwise, read and written under the row's lock (two payments at once give two
 * periods). Lifts a pending cancellation: the fan paid for what comes next.
 */
export async function extendSubscription(
  trx: TransactionClientContract,
  paid: { fanId: number; artistId: number; months: number; now: DateTime }
): Promise<Subscription> {
  const row = await lockedSubscription(trx, paid.fanId, paid.artistId, paid.now)
  const from = row.activeUntil > paid.now ? row.activeUntil : paid.now
  row.activeUntil = from.plus({ months: paid.months })
  row.cancelledAt = null
  await row.save()
  return row
}

/**
 * A refunded period is taken back: the end moves `months` earlier, and when that is already
 * past the subscription ends now (premium access and the chat end with it). Nothing to take
 * back from a fan without a subscription.
 */
export async function shortenSubscription(
  trx: TransactionClientContract,
  refunded: { fanId: number; artistId: number; months: number; now: DateTime }
): Promise<void> {
  const row = await Subscription.query({ client: trx })
    .where({ fanId: refunded.fanId, artistId: refunded.artistId })
    .forUpdate()
    .first()
  if (!row || row.activeUntil <= refunded.now) return
  const earlier = row.activeUntil.minus({ months: refunded.months })
  row.activeUntil = earlier > refunded.now ? earlier : refunded.now
  await row.save()
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
