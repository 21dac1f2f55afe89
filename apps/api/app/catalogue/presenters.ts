import type { CatalogueEvent, CatalogueSong as SongAnswer, PlaylistSummary } from '@kobza/contract'
import type Song from '#catalogue/song'
import type Playlist from '#catalogue/playlist'
import type Event from '#catalogue/event'
import { mediaUrlOf } from '#profiles/public'

export interface Author {
  uuid: string
  nickName: string
}

export function presentSong(song: Song, author: Author): SongAnswer {
  return {
    id: song.id,
    songName: song.name,
    genre: song.genre,
    lengthOfSong: song.lengthSeconds,
    songUrl: mediaUrlOf(song.mediaKey),
    author,
    createdAt: song.createdAt.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
  }
}

export function presentPlaylist(playlist: Playlist, totalSong: number): PlaylistSummary {
  return {
    id: playlist.id,
    playListName: playlist.name,
    description: playlist.description,
    playListCoverThumbnail: mediaUrlOf(playlist.coverThumbnailKey ?? playlist.coverKey),
    type: 'PLAYLIST',
    totalSong,
  }
}

export function presentEvent(event: Event): CatalogueEvent {
  return {
    id: event.id,
    eventTitle: event.title,
    description: event.description,
    eventLink: event.link,
    eventCover: mediaUrlOf(event.coverKey),
    eventCoverThumbnail: mediaUrlOf(event.coverThumbnailKey ?? event.coverKey),
    eventStartAt: event.startAt.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
  }
}
