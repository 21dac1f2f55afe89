import type { CatalogueEvent, Paged } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistPage } from '#catalogue/artist_rows'
import { latestEvents } from '#catalogue/actions/latest_events'

/** The artist's events, latest start first (upcoming ones lead): count and page, both indexed. */
export function listEvents(artist: User, page: number, size: number): Promise<Paged<CatalogueEvent>> {
  return artistPage('events', artist.id, { page, size }, (offset, limit) => latestEvents(artist, offset, limit))
}
