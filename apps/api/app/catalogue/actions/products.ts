import { pageSizes, type ArtistProducts } from '@kobza/contract'
import type { User } from '#accounts/public'
import { newestSongs } from '#catalogue/actions/newest_songs'
import { newestPlaylists } from '#catalogue/actions/newest_playlists'
import { latestEvents } from '#catalogue/actions/latest_events'

/** How many songs the products overview carries; the rest are paged at /songs. */
const OVERVIEW_SONGS = pageSizes.default

/**
 * GET /products/:uuid: newest songs, first 4 playlists, first 3 events, in four queries. The
 * overview carries no totals, so it counts nothing (the lists' own pages do). The artist's own
 * overview also shows songs still processing or failed, as their songs page does.
 */
export async function productsOf(artist: User, ownerView = false): Promise<ArtistProducts> {
  const [songs, playlists, events] = await Promise.all([
    newestSongs(artist, 0, OVERVIEW_SONGS, ownerView),
    newestPlaylists(artist, 0, pageSizes.otherPlaylists),
    latestEvents(artist, 0, 3),
  ])
  return { songs, playlists, events }
}
