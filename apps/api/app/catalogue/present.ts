import type { CatalogueEvent, CatalogueSong as SongAnswer, PlaylistSummary, SongMedia } from '@kobza/contract'
import type Song from '#catalogue/song'
import type Playlist from '#catalogue/playlist'
import type Event from '#catalogue/event'
import { mediaUrlOf, songMediaOf, songUrlOf } from '#media/public'
import { sqlTimeOf, type StoredTime } from '#core/stored_time'
import { columnsAs } from '#core/columns'

/*
 * Presenters take what they show, from a model or from a plain row: lists select the columns
 * below under these names, so a page needs no model hydration (bench/results/scale-findings.md).
 */
export type SongFields = Pick<Song, 'id' | 'name' | 'genre' | 'lengthSeconds' | 'mediaKey'> & { createdAt: StoredTime }
export type PlaylistFields = Pick<Playlist, 'id' | 'name' | 'description' | 'coverKey' | 'coverThumbnailKey'>
export type EventFields = Pick<Event, 'id' | 'title' | 'description' | 'link' | 'coverKey' | 'coverThumbnailKey'> & {
  startAt: StoredTime
}

/** The columns of `table` a song, playlist or event list selects, named as the presenters read them. */
export const songColumns = (table = 'songs') =>
  columnsAs(table, ['id', 'name', 'genre', 'lengthSeconds', 'mediaKey', 'createdAt'])
export const playlistColumns = (table = 'playlists') =>
  columnsAs(table, ['id', 'name', 'description', 'coverKey', 'coverThumbnailKey'])
export const eventColumns = (table = 'events') =>
  columnsAs(table, ['id', 'title', 'description', 'link', 'startAt', 'coverKey', 'coverThumbnailKey'])

export interface Author {
  uuid: string
  nickName: string
}

export function presentSong(song: SongFields, author: Author, media?: SongMedia): SongAnswer {
  return {
    id: song.id,
    songName: song.name,
    genre: song.genre,
    lengthOfSong: song.lengthSeconds,
    songUrl: songUrlOf(song.mediaKey, media),
    ...(media ? { media } : {}),
    author,
    createdAt: sqlTimeOf(song.createdAt),
  }
}

/** Songs with their media (one query for the page): lists present songs through here. */
export async function presentSongs<Row extends SongFields>(
  rows: Row[],
  authorOf: (row: Row) => Author
): Promise<SongAnswer[]> {
  const mediaOf = await songMediaOf(rows, (row) => row.mediaKey)
  return rows.map((row) => presentSong(row, authorOf(row), mediaOf(row)))
}

export function presentPlaylist(playlist: PlaylistFields, totalSong: number): PlaylistSummary {
  return {
    id: playlist.id,
    playListName: playlist.name,
    description: playlist.description,
    playListCoverThumbnail: mediaUrlOf(playlist.coverThumbnailKey ?? playlist.coverKey),
    type: 'PLAYLIST',
    totalSong,
  }
}

export function presentEvent(event: EventFields): CatalogueEvent {
  return {
    id: event.id,
    eventTitle: event.title,
    description: event.description,
    eventLink: event.link,
    eventCover: mediaUrlOf(event.coverKey),
    eventCoverThumbnail: mediaUrlOf(event.coverThumbnailKey ?? event.coverKey),
    eventStartAt: sqlTimeOf(event.startAt),
  }
}
