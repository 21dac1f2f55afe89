import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { totalPages, type Paged, type SubscriberItem } from '@kobza/contract'
import type { User } from '#accounts/public'
import { cancelSubscription, subscribe } from '#subscriptions/public'
import { clock } from '#core/clock'
import { sqlTimeOf, storedNow } from '#core/stored_time'

/* The profile's view of subscriptions, which belong to the subscriptions domain. */

/** The artist's active subscribers, newest first: a count and one joined page (index artist_id, active_until). */
export async function listSubscribers(artist: User, page: number, size: number): Promise<Paged<SubscriberItem>> {
  const active = () =>
    db
      .from('subscriptions')
      .join('users', 'users.id', 'subscriptions.fan_id')
      .where('subscriptions.artist_id', artist.id)
      .where('subscriptions.active_until', '>', storedNow())
      .where('users.status', 'ACTIVE')
  const [countRow, rows] = await Promise.all([
    active().count('* as total').first(),
    active()
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .offset(page * size)
      .limit(size)
      .select('users.uuid', 'users.nick_name', 'users.avatar', 'subscriptions.created_at'),
  ])
  return {
    elements: rows.map(
      (row: { uuid: string; nick_name: string; avatar: string | null; created_at: Date | string }) => ({
        follower: { uuid: row.uuid, nickName: row.nick_name, avatar: row.avatar },
        subscribeAt: sqlTimeOf(row.created_at),
      })
    ),
    totalPages: totalPages(Number(countRow?.total ?? 0), size),
  }
}

/** Gives `fanId` a complimentary subscription to `artistId` for `days` (extending, never shortening one). */
export async function grantComplimentary(
  fanId: number,
  artistId: number,
  days: number,
  trx?: TransactionClientContract
): Promise<Date> {
  const until = DateTime.utc().plus({ days })
  const subscription = await subscribe(fanId, artistId, until, trx)
  return subscription.activeUntil.toJSDate()
}

/** Unsubscribe: cancelled at the end of the paid period (spec 000 §3 'Unsubscribe'; issue 13). */
export async function cancelSubscriptionOf(fanId: number, artistId: number): Promise<void> {
  await cancelSubscription(fanId, artistId, clock.now().toUTC())
}
