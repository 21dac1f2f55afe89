import db from '@adonisjs/lucid/services/db'
import { totalPages, type CatalogueEvent, type Paged } from '@kobza/contract'
import type { User } from '#accounts/public'
import { latestEvents } from '#catalogue/actions/latest_events'

/** The artist's events, latest start first (upcoming ones lead): count and page, both indexed. */
export async function listEvents(artist: User, page: number, size: number): Promise<Paged<CatalogueEvent>> {
  const [countRow, elements] = await Promise.all([
    db.from('events').where('user_id', artist.id).count('* as total').first(),
    latestEvents(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}
