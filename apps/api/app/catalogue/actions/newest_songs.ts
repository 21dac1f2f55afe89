import type db from '@adonisjs/lucid/services/db'
import type { CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { onlyReadySongs } from '#media/public'
import { artistRows } from '#catalogue/artist_rows'
import { presentSongs, songColumns, type SongFields } from '#catalogue/present'

/** What narrows the artist's songs for this viewer: nothing for the artist, READY songs for anyone else. */
export function shownSongs(ownerView: boolean): ((query: ReturnType<typeof db.from>) => void) | undefined {
  return ownerView ? undefined : (query) => onlyReadySongs(query, 'songs.media_key')
}

/**
 * The artist's songs, newest first, without their total (one indexed query, and one for their
 * media). The artist sees every song with its processing state; anyone else READY songs only.
 */
export async function newestSongs(
  artist: User,
  offset: number,
  limit: number,
  ownerView = false
): Promise<SongAnswer[]> {
  const rows = await artistRows<SongFields>(
    'songs',
    songColumns(),
    artist.id,
    { offset, limit, order: ['id'] },
    shownSongs(ownerView)
  )
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  return presentSongs(rows, () => author)
}
