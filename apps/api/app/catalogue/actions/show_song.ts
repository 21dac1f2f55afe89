import db from '@adonisjs/lucid/services/db'
import type { CatalogueSong as SongAnswer } from '@kobza/contract'
import { visibilityOfKey } from '#media/public'
import { presentSongs, songColumns, type SongFields } from '#catalogue/present'

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

/**
 * The row of `table` with this id, with `columns` and its artist's card columns, when the artist
 * is an active account; null for a malformed id too (share links carry it from anyone).
 */
export async function sharedRowOf<Fields>(
  table: 'songs' | 'playlists',
  id: number,
  columns: string[]
): Promise<(Fields & ArtistRow) | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const row: (Fields & ArtistRow) | null = await db
    .from(table)
    .join('users', 'users.id', `${table}.user_id`)
    .where('users.status', 'ACTIVE')
    .where(`${table}.id`, id)
    .select(artistColumns)
    .select(columns)
    .first()
  return row
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
  const row = await sharedRowOf<SongFields>('songs', songId, songColumns())
  if (!row) return null
  const artist = sharedArtistOf(row)
  // With its media: a stranger gets the high rendition, and nothing of a song not READY.
  const [song] = await presentSongs([row], () => ({ uuid: artist.uuid, nickName: artist.nickName }))
  return { song: song!, artist, publicAudio: publicAudioOf(song!, row.mediaKey) }
}
