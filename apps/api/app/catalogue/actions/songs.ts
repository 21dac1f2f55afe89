import db from '@adonisjs/lucid/services/db'
import {
  catalogueMessages,
  songCreate,
  totalPages,
  type Paged,
  type CatalogueSong as SongAnswer,
} from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Song from '#catalogue/song'
import { presentSong, songColumns, type SongFields } from '#catalogue/presenters'

/** One page of the artist's songs, newest first: two indexed queries (count, page). */
export async function listSongs(artist: User, page: number, size: number): Promise<Paged<SongAnswer>> {
  const [countRow, elements] = await Promise.all([
    db.from('songs').where('user_id', artist.id).count('* as total').first(),
    newestSongs(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}

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

export interface StoredAudio {
  mediaKey: string
  lengthSeconds: number
}

/** Adds a song whose audio is already stored and measured (its length read from the file). */
export async function createSong(
  artist: User,
  input: Record<string, unknown>,
  audio: StoredAudio
): Promise<SongAnswer> {
  const { songName, genre } = validate(songCreate, input)
  const song = await Song.create({
    userId: artist.id,
    name: songName,
    genre,
    lengthSeconds: audio.lengthSeconds,
    mediaKey: audio.mediaKey,
  })
  return presentSong(song, { uuid: artist.uuid, nickName: artist.nickName })
}

/**
 * Deletes one of the artist's songs. In the same transaction it leaves every playlist that held
 * it, and a playlist left with no song is deleted with it (a playlist needs at least one song,
 * as on creation). Returns the media key, for the caller to delete the file once committed.
 */
export async function deleteSong(artist: User, songId: number): Promise<string> {
  return db.transaction(async (trx) => {
    const song = await Song.query({ client: trx }).where('id', songId).first()
    if (!song) throw ApiException.notFound()
    if (song.userId !== artist.id) throw ApiException.forbidden(catalogueMessages.notOwner)
    const playlistIds = (await trx.from('playlist_songs').where('song_id', song.id).select('playlist_id')).map(
      (row: { playlist_id: number }) => Number(row.playlist_id)
    )
    await trx.from('playlist_songs').where('song_id', song.id).delete()
    if (playlistIds.length > 0) {
      await trx
        .from('playlists')
        .whereIn('id', playlistIds)
        .whereNotExists((query) =>
          query.from('playlist_songs').whereColumn('playlist_songs.playlist_id', 'playlists.id')
        )
        .delete()
    }
    await song.useTransaction(trx).delete()
    return song.mediaKey
  })
}
