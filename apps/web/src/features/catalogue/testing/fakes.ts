import type { ArtistProducts, CatalogueEvent, CataloguePlaylist, CatalogueSong } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

const author = { uuid: 'u-artist', nickName: 'dakhabrakha' }
export const songsAnswer: CatalogueSong[] = [
  {
    id: 1,
    songName: 'Весна',
    genre: 'INDIE',
    lengthOfSong: 185,
    songUrl: '/media/1.mp3',
    author,
    createdAt: '2026-11-01 10:00:00',
  },
  {
    id: 2,
    songName: 'Вёсла',
    genre: 'POP',
    lengthOfSong: 62,
    songUrl: '/media/2.mp3',
    author,
    createdAt: '2026-11-02 10:00:00',
  },
]
export const playlistAnswer: CataloguePlaylist = {
  id: 3,
  playListName: 'Найкраще',
  description: 'Улюблені пісні',
  playListCoverThumbnail: null,
  playListCover: null,
  type: 'PLAYLIST',
  totalSong: 2,
  songs: songsAnswer,
}
export const eventAnswer: CatalogueEvent = {
  id: 7,
  eventTitle: 'Концерт у Києві',
  description: 'Великий концерт',
  eventLink: 'https://tickets.example/kyiv',
  eventCover: null,
  eventCoverThumbnail: null,
  eventStartAt: '2027-01-15 18:00:00',
}
const { songs: _songs, playListCover: _cover, ...playlistSummary } = playlistAnswer
export const productsAnswer: ArtistProducts = {
  songs: songsAnswer,
  playlists: [playlistSummary],
  events: [eventAnswer],
}

/** What the catalogue's endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  'GET /api/v1/products/u-artist': () => jsonResponse(200, productsAnswer),
  'GET /api/v1/products/u-artist/songs': () => jsonResponse(200, { elements: songsAnswer, totalPages: 1 }),
  'GET /api/v1/products/u-artist/albums': () => jsonResponse(200, { elements: [playlistSummary], totalPages: 1 }),
  'GET /api/v1/products/u-artist/albums/3': () => jsonResponse(200, playlistAnswer),
  'GET /api/v1/products/u-artist/albums/42': () => jsonResponse(200, { ...playlistAnswer, id: 42 }),
  'GET /api/v1/products/u-artist/events': () => jsonResponse(200, { elements: [eventAnswer], totalPages: 1 }),
  'GET /api/v1/products/u-artist/events/7': () => jsonResponse(200, eventAnswer),
  'GET /api/v1/products/u-artist/events/42': () => jsonResponse(200, { ...eventAnswer, id: 42 }),
}
