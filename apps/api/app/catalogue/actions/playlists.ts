import db from '@adonisjs/lucid/services/db'
import {
  catalogueMessages,
  playlistCreate,
  totalPages,
  type Paged,
  type CataloguePlaylist as PlaylistAnswer,
  type PlaylistSummary,
} from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Playlist from '#catalogue/playlist'
import Song from '#catalogue/song'
import { mediaUrlOf } from '#media/public'
import { playlistColumns, presentPlaylist, presentSong, type PlaylistFields } from '#catalogue/presenters'

/** Song counts of many playlists in one grouped query. */
async function songCounts(playlistIds: number[]): Promise<Map<number, number>> {
  if (playlistIds.length === 0) return new Map()
  const rows = await db
    .from('playlist_songs')
    .whereIn('playlist_id', playlistIds)
    .groupBy('playlist_id')
    .select('playlist_id')
    .count('* as total')
  return new Map(
    rows.map((row: { playlist_id: number; total: number | string }) => [Number(row.playlist_id), Number(row.total)])
  )
}

/** The artist's playlists, newest first, with their song counts: a fixed number of indexed queries. */
export async function listPlaylists(artist: User, page: number, size: number): Promise<Paged<PlaylistSummary>> {
  const [countRow, elements] = await Promise.all([
    db.from('playlists').where('user_id', artist.id).count('* as total').first(),
    newestPlaylists(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}

/** The artist's playlists, newest first, with their song counts but not their total (two queries). */
export async function newestPlaylists(artist: User, offset: number, limit: number): Promise<PlaylistSummary[]> {
  const rows: PlaylistFields[] = await db
    .from('playlists')
    .select(playlistColumns())
    .where('user_id', artist.id)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
  const counts = await songCounts(rows.map((row) => row.id))
  return rows.map((row) => presentPlaylist(row, counts.get(row.id) ?? 0))
}

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
