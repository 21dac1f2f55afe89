import db from '@adonisjs/lucid/services/db'
import { type CatalogueEvent } from '@kobza/contract'
import type { User } from '#accounts/public'
import { eventColumns, presentEvent, type EventFields } from '#catalogue/present'

/** The artist's events, latest start first, without their total (one indexed query). */
export async function latestEvents(artist: User, offset: number, limit: number): Promise<CatalogueEvent[]> {
  const rows: EventFields[] = await db
    .from('events')
    .select(eventColumns())
    .where('user_id', artist.id)
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
  return rows.map(presentEvent)
}
