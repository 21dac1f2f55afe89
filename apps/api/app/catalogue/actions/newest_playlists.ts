import db from '@adonisjs/lucid/services/db'
import { type PlaylistSummary } from '@kobza/contract'
import type { User } from '#accounts/public'
import { artistRows } from '#catalogue/artist_rows'
import { playlistColumns, presentPlaylist, type PlaylistFields } from '#catalogue/present'

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

/** The artist's playlists, newest first, with their song counts but not their total (two queries). */
export async function newestPlaylists(artist: User, offset: number, limit: number): Promise<PlaylistSummary[]> {
  const rows = await artistRows<PlaylistFields>('playlists', playlistColumns(), artist.id, {
    offset,
    limit,
    order: ['id'],
  })
  const counts = await songCounts(rows.map((row) => row.id))
  return rows.map((row) => presentPlaylist(row, counts.get(row.id) ?? 0))
}
