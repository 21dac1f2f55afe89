import db from '@adonisjs/lucid/services/db'
import { isActiveSubscriber } from '#subscriptions/public'
import { storedNow } from '#core/stored_time'

interface Party {
  id: number
  status: string
}

/**
 * Whether `a` and `b` may write to each other now: both active accounts, and one holds an
 * active subscription to the other (a fan and the artist they subscribe to). Decided on the
 * server at every send, whatever the client shows.
 */
export async function mayChat(a: Party, b: Party): Promise<boolean> {
  if (a.id === b.id || a.status !== 'ACTIVE' || b.status !== 'ACTIVE') return false
  return (await isActiveSubscriber(a.id, b.id)) || (await isActiveSubscriber(b.id, a.id))
}

/** Of `opponents` (active accounts only), those `viewerId` may write to now: one query for a page of chats. */
export async function writableOpponents(viewerId: number, opponents: Party[]): Promise<Set<number>> {
  const ids = opponents.filter((party) => party.status === 'ACTIVE').map((party) => party.id)
  if (ids.length === 0) return new Set()
  const now = storedNow()
  const rows: Array<{ fan_id: number; artist_id: number }> = await db
    .from('subscriptions')
    .where('active_until', '>', now)
    .where((either) =>
      either
        .where((fan) => fan.where('fan_id', viewerId).whereIn('artist_id', ids))
        .orWhere((artist) => artist.where('artist_id', viewerId).whereIn('fan_id', ids))
    )
    .select('fan_id', 'artist_id')
  return new Set(rows.map((row) => (Number(row.fan_id) === viewerId ? Number(row.artist_id) : Number(row.fan_id))))
}

/**
 * Of `userIds`, those with at least one chat open to them now (an active subscription, as fan or
 * as artist, with an active account on the other side is not required here: the stream carries
 * only what a send allowed). One query, for re-checking many open streams.
 */
export async function usersWithChats(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const now = storedNow()
  const rows: Array<{ fan_id: number; artist_id: number }> = await db
    .from('subscriptions')
    .where('active_until', '>', now)
    .where((either) => either.whereIn('fan_id', userIds).orWhereIn('artist_id', userIds))
    .select('fan_id', 'artist_id')
  const wanted = new Set(userIds)
  const found = new Set<number>()
  for (const row of rows)
    for (const id of [Number(row.fan_id), Number(row.artist_id)]) if (wanted.has(id)) found.add(id)
  return found
}
