import type { CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistRows } from '#catalogue/artist_rows'
import { presentSong, songColumns, type SongFields } from '#catalogue/present'

/** The artist's songs, newest first, without their total (one indexed query). */
export async function newestSongs(artist: User, offset: number, limit: number): Promise<SongAnswer[]> {
  const rows = await artistRows<SongFields>('songs', songColumns(), artist.id, { offset, limit, order: ['id'] })
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  return rows.map((row) => presentSong(row, author))
}
