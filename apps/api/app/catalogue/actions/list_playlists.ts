import type { Paged, PlaylistSummary } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistPage } from '#catalogue/artist_rows'
import { newestPlaylists } from '#catalogue/actions/newest_playlists'

/** The artist's playlists, newest first, with their song counts: a fixed number of indexed queries. */
export function listPlaylists(artist: User, page: number, size: number): Promise<Paged<PlaylistSummary>> {
  return artistPage('playlists', artist.id, { page, size }, (offset, limit) => newestPlaylists(artist, offset, limit))
}
