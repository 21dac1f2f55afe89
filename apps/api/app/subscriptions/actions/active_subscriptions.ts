import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { storedNow } from '#core/stored_time'

/*
 * "now" is the application's clock, so tests can reach the end of a paid period. A cancelled
 * subscription counts until its paid period ends, so no filter on cancelled_at here.
 */

/** Subscriptions active right now; `client` is the caller's transaction when it is inside one. */
export function activeSubscriptions(client: Pick<QueryClientContract, 'from'> = db) {
  return client.from('subscriptions').where('active_until', '>', storedNow())
}

/** Whether `fanId` holds an active subscription to `artistId` right now. */
export async function isActiveSubscriber(fanId: number, artistId: number): Promise<boolean> {
  if (fanId === artistId) return false
  const row = await activeSubscriptions().where({ fan_id: fanId, artist_id: artistId }).first()
  return !!row
}

/** Ids of the artists `fanId` actively subscribes to, in one query (the premium feed's filter). */
export async function subscribedArtistIds(fanId: number): Promise<number[]> {
  const rows = await activeSubscriptions().where('fan_id', fanId).select('artist_id')
  return rows.map((row: { artist_id: number }) => Number(row.artist_id))
}

/** How many fans subscribe to `artistId` now (the console's user page). */
export async function activeSubscriberCount(artistId: number): Promise<number> {
  const row = await activeSubscriptions().where('artist_id', artistId).count('* as total').first()
  return Number(row?.total ?? 0)
}
