import db from '@adonisjs/lucid/services/db'
import { type CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { presentSong, songColumns, type SongFields } from '#catalogue/present'

/** The artist's songs, newest first, without their total (one indexed query). */
export async function newestSongs(artist: User, offset: number, limit: number): Promise<SongAnswer[]> {
  const rows: SongFields[] = await db
    .from('songs')
    .select(songColumns())
    .where('user_id', artist.id)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  return rows.map((row) => presentSong(row, author))
}
