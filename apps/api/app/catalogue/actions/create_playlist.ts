import db from '@adonisjs/lucid/services/db'
import { catalogueMessages, playlistCreate, type CataloguePlaylist as PlaylistAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Playlist from '#catalogue/playlist'
import { showPlaylist } from '#catalogue/actions/show_playlist'

export interface StoredCover {
  coverKey: string
  coverThumbnailKey: string | null
}

/** A new playlist of the artist's own songs (at least one; someone else's song is refused). */
export async function createPlaylist(
  artist: User,
  input: Record<string, unknown>,
  cover: StoredCover | null
): Promise<PlaylistAnswer> {
  const parsed = validate(playlistCreate, input)
  const songIds = [...new Set(parsed.songIds)]
  const playlistId = await db.transaction(async (trx) => {
    const owned = await trx.from('songs').whereIn('id', songIds).where('user_id', artist.id).count('* as total').first()
    if (Number(owned?.total ?? 0) !== songIds.length) {
      throw ApiException.unprocessable([{ message: catalogueMessages.playlistForeignSong, field: 'songIds' }])
    }
    const playlist = await Playlist.create(
      {
        userId: artist.id,
        name: parsed.playListName,
        description: parsed.description || null,
        type: parsed.type,
        coverKey: cover?.coverKey ?? null,
        coverThumbnailKey: cover?.coverThumbnailKey ?? null,
      },
      { client: trx }
    )
    await trx
      .insertQuery()
      .table('playlist_songs')
      .multiInsert(songIds.map((songId, position) => ({ playlist_id: playlist.id, song_id: songId, position })))
    return playlist.id
  })
  return showPlaylist(artist, playlistId)
}
