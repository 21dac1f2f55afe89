import type { Paged, CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistPage } from '#catalogue/artist_rows'
import { newestSongs, shownSongs } from '#catalogue/actions/newest_songs'

/** One page of the artist's songs, newest first: two indexed queries (count, page). */
export function listSongs(artist: User, page: number, size: number, ownerView = false): Promise<Paged<SongAnswer>> {
  return artistPage(
    'songs',
    artist.id,
    { page, size },
    (offset, limit) => newestSongs(artist, offset, limit, ownerView),
    shownSongs(ownerView)
  )
}
