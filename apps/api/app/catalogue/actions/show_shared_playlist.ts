import db from '@adonisjs/lucid/services/db'
import type { CatalogueSong as SongAnswer, PlaylistSummary } from '@kobza/contract'
import {
  presentPlaylist,
  presentSongs,
  playlistColumns,
  songColumns,
  type PlaylistFields,
  type SongFields,
} from '#catalogue/present'
import { publicAudioOf, sharedArtistOf, sharedRowOf, type SharedArtist } from '#catalogue/actions/show_song'

export interface SharedPlaylist {
  playlist: PlaylistSummary
  artist: SharedArtist
  /** Its songs in their order, each with the public audio a stranger may play (never a private file). */
  songs: Array<{ song: SongAnswer; publicAudio: string | null }>
}

/** A playlist by its id with its (active) artist and songs, for its card, embed and oEmbed; two indexed queries. */
export async function showSharedPlaylist(playlistId: number): Promise<SharedPlaylist | null> {
  const row = await sharedRowOf<PlaylistFields>('playlists', playlistId, playlistColumns())
  if (!row) return null
  const artist = sharedArtistOf(row)
  const songRows: SongFields[] = await db
    .from('songs')
    .join('playlist_songs', 'playlist_songs.song_id', 'songs.id')
    .where('playlist_songs.playlist_id', playlistId)
    .orderBy('playlist_songs.position')
    .select(songColumns())
  const author = { uuid: artist.uuid, nickName: artist.nickName }
  const presented = await presentSongs(songRows, () => author)
  const songs = songRows.map((songRow, index) => {
    const song = presented[index]!
    return { song, publicAudio: publicAudioOf(song, songRow.mediaKey) }
  })
  return { playlist: presentPlaylist(row, songs.length), artist, songs }
}
