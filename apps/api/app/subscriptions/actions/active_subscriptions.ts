import db from '@adonisjs/lucid/services/db'
import { storedNow } from '#core/stored_time'

/*
 * "now" is the application's clock, so tests can reach the end of a paid period. A cancelled
 * subscription counts until its paid period ends, so no filter on cancelled_at here.
 */

/** Whether `fanId` holds an active subscription to `artistId` right now. */
export async function isActiveSubscriber(fanId: number, artistId: number): Promise<boolean> {
  if (fanId === artistId) return false
  const row = await db
    .from('subscriptions')
    .where({ fan_id: fanId, artist_id: artistId })
    .where('active_until', '>', storedNow())
    .first()
  return !!row
}

/** Ids of the artists `fanId` actively subscribes to, in one query (the premium feed's filter). */
export async function subscribedArtistIds(fanId: number): Promise<number[]> {
  const rows = await db
    .from('subscriptions')
    .where('fan_id', fanId)
    .where('active_until', '>', storedNow())
    .select('artist_id')
  return rows.map((row: { artist_id: number }) => Number(row.artist_id))
}

/** How many fans subscribe to `artistId` now (the console's user page). */
export async function activeSubscriberCount(artistId: number): Promise<number> {
  const row = await db
    .from('subscriptions')
    .where('artist_id', artistId)
    .where('active_until', '>', storedNow())
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
