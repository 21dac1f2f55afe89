import db from '@adonisjs/lucid/services/db'
import { catalogueMessages } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Song from '#catalogue/song'

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
