import { pageSizes, type ArtistProducts } from '@kobza/contract'
import type { User } from '#accounts/public'
import { listSongs } from '#catalogue/actions/songs'
import { listPlaylists } from '#catalogue/actions/playlists'
import { listEvents } from '#catalogue/actions/events'

/** How many songs the products overview carries; the rest are paged at /songs. */
const OVERVIEW_SONGS = pageSizes.default

/** GET /products/:uuid: newest songs, first 4 playlists, first 3 events; a fixed number of queries. */
export async function productsOf(artist: User): Promise<ArtistProducts> {
  const [songs, playlists, events] = await Promise.all([
    listSongs(artist, 0, OVERVIEW_SONGS),
    listPlaylists(artist, 0, pageSizes.otherPlaylists),
    listEvents(artist, 0, 3),
  ])
  return { songs: songs.elements, playlists: playlists.elements, events: events.elements }
}
