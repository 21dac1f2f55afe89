import type { FeedPost } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

/* POP's Ukrainian label as a moderator edited it; JAZZ_BLUES as an older server sends it (no nameUk). */
export const genresAnswer = [
  { value: 'POP', name: 'Pop', nameUk: 'Поп-музика' },
  { value: 'ROCK_METAL', name: 'Rock/Metal', nameUk: 'Рок/Метал' },
  { value: 'JAZZ_BLUES', name: 'Jazz/Blues' },
]

/** A public post with text, a song and a poll, as GET /contents answers it. */
export function postAnswer(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: 7,
    postType: 'PUBLIC',
    eventOwner: { uuid: 'u-artist', nickName: 'dakhabrakha', publicName: 'ДахаБраха', avatar: null },
    createAt: '2026-11-20T10:00:00.000Z',
    countLike: 3,
    countComments: 0,
    isUserLiked: false,
    contents: [
      { id: 1, type: 'MESSAGE', context: 'Нова пісня вже тут!' },
      {
        id: 2,
        type: 'SONG',
        song: {
          id: 11,
          songName: 'Колискова',
          genre: 'POP',
          lengthOfSong: 185,
          fileUrl: '/media/song.wav',
          authorName: 'ДахаБраха',
        },
      },
      {
        id: 3,
        type: 'VOTE',
        vote: {
          id: 21,
          title: 'Де зіграти концерт?',
          isAnonymous: false,
          isCanCancelOwnVote: false,
          isMultiAnswer: false,
          isVoted: false,
          countVoters: 3,
          options: [
            { id: 31, description: 'Київ', percentVoted: 66.7, isChosen: false },
            { id: 32, description: 'Львів', percentVoted: 33.3, isChosen: false },
          ],
        },
      },
    ],
    ...overrides,
  }
}

/** What the feed's endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  '/api/v1/genres': () => jsonResponse(200, genresAnswer),
  '/api/v1/getServerTime': () =>
    jsonResponse(200, { serverTime: '2026-11-23T08:00:00.000Z', epochSeconds: 1_795_420_800 }),
  'GET /api/v1/contents': () => jsonResponse(200, { elements: [], totalPages: 0 }),
}
