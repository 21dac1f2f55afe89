import type { VideoOrder } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

const base = {
  orderedAt: '2026-11-22T10:00:00Z',
  money: { amount: 300, currency: 'UAH' as const },
  videoUrl: null,
  videoStatus: null,
  videoStatusReason: null,
  videoPosterUrl: null,
  deadlineAt: null,
  secondsLeft: null,
}

/** The fan's own orders: one of each status. */
export const fanOrders: VideoOrder[] = [
  {
    ...base,
    id: 3,
    user: { uuid: 'u-artist', avatar: null, nickName: 'dakhabrakha', publicName: 'ДахаБраха' },
    status: 'INIT',
    fanDesire: 'For my mother',
    deadlineAt: '2026-11-29T10:00:00Z',
    secondsLeft: 2 * 86_400 + 5 * 3600 + 120,
  },
  {
    ...base,
    id: 2,
    user: { uuid: 'u-artist', avatar: null, nickName: 'dakhabrakha', publicName: 'ДахаБраха' },
    status: 'COMPLETE',
    fanDesire: 'For my brother',
    videoUrl: '/api/v1/media/private/greetings/2-high.mp4?expires=1&signature=s',
    videoStatus: 'READY',
    videoPosterUrl: '/api/v1/media/private/greetings/2-poster.jpg?expires=1&signature=s',
  },
  {
    ...base,
    id: 1,
    user: { uuid: 'u-artist', avatar: null, nickName: 'dakhabrakha', publicName: 'ДахаБраха' },
    status: 'DECLINED',
    fanDesire: 'For the team',
  },
]

/** The artist's incoming order, waiting for the video. */
export const artistOrders: VideoOrder[] = [
  {
    ...base,
    id: 7,
    user: { uuid: 'u-fan', avatar: null, nickName: 'listener', publicName: 'Оксана' },
    status: 'INIT',
    fanDesire: 'Happy birthday, Olena!',
    deadlineAt: '2026-11-29T10:00:00Z',
    secondsLeft: 3 * 3600 + 4 * 60,
  },
]

/** What the greetings endpoints answer unless a test says otherwise (the fan's list; artist tests pass theirs). */
export const fakes: FakeRoutes = {
  'GET /api/v1/video-congratulations': () => jsonResponse(200, fanOrders),
}
