import db from '@adonisjs/lucid/services/db'
import { totalPages, type Paged, type CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { newestSongs } from '#catalogue/actions/newest_songs'

/** One page of the artist's songs, newest first: two indexed queries (count, page). */
export async function listSongs(artist: User, page: number, size: number): Promise<Paged<SongAnswer>> {
  const [countRow, elements] = await Promise.all([
    db.from('songs').where('user_id', artist.id).count('* as total').first(),
    newestSongs(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}
