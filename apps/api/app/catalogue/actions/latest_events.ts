import type { CatalogueEvent } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistRows } from '#catalogue/artist_rows'
import { eventColumns, presentEvent, type EventFields } from '#catalogue/present'

/** The artist's events, latest start first, without their total (one indexed query). */
export async function latestEvents(artist: User, offset: number, limit: number): Promise<CatalogueEvent[]> {
  const order = ['start_at', 'id']
  const rows = await artistRows<EventFields>('events', eventColumns(), artist.id, { offset, limit, order })
  return rows.map(presentEvent)
}
