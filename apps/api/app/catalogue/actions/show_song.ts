import db from '@adonisjs/lucid/services/db'
import type { CatalogueSong as SongAnswer } from '@kobza/contract'
import { visibilityOfKey } from '#media/public'
import { presentSong, songColumns, type SongFields } from '#catalogue/present'

/** Who a shared song or playlist is by, as its card and embed show them. */
export interface SharedArtist {
  id: number
  uuid: string
  nickName: string
  publicName: string
  avatar: string | null
}

export interface SharedSong {
  song: SongAnswer
  artist: SharedArtist
  /** The public URL of the audio a stranger may play; null when the song may not be shared. */
  publicAudio: string | null
}

const artistColumns = [
  'users.id as artistId',
  'users.uuid as artistUuid',
  'users.nick_name as artistNickName',
  'users.public_name as artistPublicName',
  'users.avatar as artistAvatar',
]

export type ArtistRow = {
  artistId: number
  artistUuid: string
  artistNickName: string
  artistPublicName: string
  artistAvatar: string | null
}

export function sharedArtistOf(row: ArtistRow): SharedArtist {
  return {
    id: Number(row.artistId),
    uuid: row.artistUuid,
    nickName: row.artistNickName,
    publicName: row.artistPublicName,
    avatar: row.artistAvatar,
  }
}

/** Rows of `table` whose artist is an active account, with the artist's card columns. */
export function fromActiveArtists(table: string) {
  return db
    .from(table)
    .join('users', 'users.id', `${table}.user_id`)
    .where('users.status', 'ACTIVE')
    .select(artistColumns)
}

/**
 * The audio a stranger may play: only a public file (a premium post's media are private and never
 * named), and when the song has renditions the public high one rather than the original.
 */
export function publicAudioOf(song: SongAnswer, mediaKey: string): string | null {
  if (visibilityOfKey(mediaKey) !== 'public') return null
  if (song.media && song.media.status !== 'READY') return null
  return song.media?.renditions?.high ?? song.songUrl
}

/** A catalogue song by its id with its (active) artist, for its share card, embed and oEmbed; one indexed query. */
export async function showSharedSong(songId: number): Promise<SharedSong | null> {
  if (!Number.isSafeInteger(songId) || songId <= 0) return null
  const row: (SongFields & ArtistRow) | null = await fromActiveArtists('songs')
    .where('songs.id', songId)
    .select(songColumns())
    .first()
  if (!row) return null
  const artist = sharedArtistOf(row)
  const song = presentSong(row, { uuid: artist.uuid, nickName: artist.nickName })
  return { song, artist, publicAudio: publicAudioOf(song, row.mediaKey) }
}
