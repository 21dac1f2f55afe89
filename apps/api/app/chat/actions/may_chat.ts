import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { isActiveSubscriber } from '#subscriptions/public'

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
  const now = clock.now().toUTC().toFormat(db.connection().dialect.dateTimeFormat)
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
