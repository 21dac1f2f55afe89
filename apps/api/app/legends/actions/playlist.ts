import type { LegendsPlaylist } from '@kobza/contract'
import { mediaUrl, onlyReadySongs, songMediaOf, songUrlOf } from '#media/public'
import Legend from '#legends/legend'

/** The Legends Playlist: every inducted song, most recently inducted first. */
export async function legendsPlaylist(searchText?: string): Promise<LegendsPlaylist> {
  const query = Legend.query().where('legend_type', 'SONG').where('status', 'SUCCESS').whereNotNull('song_key')
  if (searchText)
    query.whereRaw(`search_text like ? escape '\\'`, [
      `%${searchText.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    ])
  // Fans hear songs ready to play only.
  onlyReadySongs(query, 'legends.song_key')
  const legends = await query.orderBy('decided_at', 'desc').orderBy('id', 'desc').limit(500)
  const mediaOf = await songMediaOf(legends, (legend) => legend.songKey)
  return {
    elements: legends.map((legend) => ({
      legendUuid: legend.uuid,
      name: legend.name,
      authorName: legend.authorName,
      genre: legend.genre,
      era: legend.era,
      coverUrl: legend.coverThumbnailKey
        ? mediaUrl(legend.coverThumbnailKey)
        : legend.coverKey
          ? mediaUrl(legend.coverKey)
          : null,
      songUrl: songUrlOf(legend.songKey!, mediaOf(legend)),
      lengthOfSong: legend.songLength,
      media: mediaOf(legend),
    })),
  }
}

export async function legendSongsCount(): Promise<{ count: number }> {
  const row = await Legend.query()
    .where('legend_type', 'SONG')
    .where('status', 'SUCCESS')
    .whereNotNull('song_key')
    .count('* as total')
    .first()
  return { count: Number((row as unknown as { $extras: { total: number | string } } | null)?.$extras.total ?? 0) }
}
