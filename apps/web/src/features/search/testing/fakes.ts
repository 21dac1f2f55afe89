import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

export const artistsAnswer = {
  elements: [
    { uuid: 'a-1', avatar: null, publicName: 'Оксана Вербицька', nickName: 'oksana_verbytska' },
    { uuid: 'a-2', avatar: null, publicName: 'Гурт Полинь', nickName: 'hurt_polyn' },
  ],
  totalPages: 1,
}

export const songsAnswer = {
  elements: [
    {
      id: 7,
      songName: 'Щедрик',
      genre: 'POP',
      lengthOfSong: 64,
      songUrl: 'http://kobza.test/media/song-7.wav',
      author: { uuid: 'a-1', nickName: 'oksana_verbytska' },
      createdAt: '2026-11-01 10:00:00',
    },
    {
      id: 8,
      songName: 'Степ',
      genre: 'ROCK_METAL',
      lengthOfSong: 6,
      songUrl: null,
      author: { uuid: 'a-2', nickName: 'hurt_polyn' },
      createdAt: '2026-11-01 10:00:00',
    },
  ],
  totalPages: 3,
}

export const eventsAnswer = {
  elements: [
    {
      id: 12,
      eventTitle: 'Концерт у Львові',
      description: 'Квитки на сайті організатора.',
      eventLink: null,
      eventCover: null,
      eventCoverThumbnail: null,
      eventStartAt: '2026-12-03 19:00:00',
      author: { uuid: 'a-1', nickName: 'oksana_verbytska' },
    },
  ],
  totalPages: 1,
}

/** What the search endpoint answers unless a test says otherwise. */
export const fakes: FakeRoutes = {
  'POST /api/v1/search/ARTIST': () => jsonResponse(200, artistsAnswer),
  'POST /api/v1/search/SONG': () => jsonResponse(200, songsAnswer),
  'POST /api/v1/search/EVENT': () => jsonResponse(200, eventsAnswer),
}
