import db from '@adonisjs/lucid/services/db'
import { totalPages, type Paged, type PlaylistSummary } from '@kobza/contract'
import type { User } from '#accounts/public'
import { newestPlaylists } from '#catalogue/actions/newest_playlists'

/** The artist's playlists, newest first, with their song counts: a fixed number of indexed queries. */
export async function listPlaylists(artist: User, page: number, size: number): Promise<Paged<PlaylistSummary>> {
  const [countRow, elements] = await Promise.all([
    db.from('playlists').where('user_id', artist.id).count('* as total').first(),
    newestPlaylists(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}
