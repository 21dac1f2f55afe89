import { type CataloguePlaylist as PlaylistAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Playlist from '#catalogue/playlist'
import Song from '#catalogue/song'
import { mediaUrlOf } from '#media/public'
import { presentPlaylist, presentSong } from '#catalogue/present'

/** One playlist with its songs in their order (two queries). */
export async function showPlaylist(artist: User, playlistId: number): Promise<PlaylistAnswer> {
  const playlist = await Playlist.query().where('id', playlistId).where('user_id', artist.id).first()
  if (!playlist) throw ApiException.notFound()
  const songs = await Song.query()
    .join('playlist_songs', 'playlist_songs.song_id', 'songs.id')
    .where('playlist_songs.playlist_id', playlist.id)
    .orderBy('playlist_songs.position')
    .select('songs.*')
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  return {
    ...presentPlaylist(playlist, songs.length),
    playListCover: mediaUrlOf(playlist.coverKey),
    songs: songs.map((song) => presentSong(song, author)),
  }
}
