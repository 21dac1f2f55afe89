import { type CataloguePlaylist as PlaylistAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Playlist from '#catalogue/playlist'
import Song from '#catalogue/song'
import { mediaUrlOf, onlyReadySongs } from '#media/public'
import { presentPlaylist, presentSongs } from '#catalogue/present'

/** One playlist with its songs in their order (two queries, and one for the songs' media). */
export async function showPlaylist(artist: User, playlistId: number): Promise<PlaylistAnswer> {
  const playlist = await Playlist.query().where('id', playlistId).where('user_id', artist.id).first()
  if (!playlist) throw ApiException.notFound()
  const query = Song.query()
    .join('playlist_songs', 'playlist_songs.song_id', 'songs.id')
    .where('playlist_songs.playlist_id', playlist.id)
    .orderBy('playlist_songs.position')
    .select('songs.*')
  // A playlist is for listening: songs ready to play only (the artist sees the rest in the song list).
  const songs = await onlyReadySongs(query, 'songs.media_key')
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  return {
    ...presentPlaylist(playlist, songs.length),
    playListCover: mediaUrlOf(playlist.coverKey),
    songs: await presentSongs(songs, () => author),
  }
}
