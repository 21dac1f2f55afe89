import { defaultNotificationSettings, type Notification, type NotificationPage } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

const oksana = { uuid: 'u-fan', publicName: 'Оксана', nickName: 'listener', avatar: null }

/** The artist's notifications: an unread order and an unread aggregate of likes, a read donation. */
export const artistNotifications: Notification[] = [
  {
    id: 3,
    type: 'GREETING_ORDERED',
    createdAt: '2026-11-22T10:00:00Z',
    readAt: null,
    actor: oksana,
    othersCount: 0,
    target: { kind: 'GREETING', id: '7' },
    data: { deadlineAt: '2026-11-29T10:00:00Z', amount: '500.00' },
  },
  {
    id: 2,
    type: 'POST_LIKED',
    createdAt: '2026-11-21T10:00:00Z',
    readAt: null,
    actor: { uuid: 'u-maria', publicName: 'Марія', nickName: 'maria', avatar: null },
    othersCount: 11,
    target: { kind: 'POST', id: '5' },
    data: { profile: 'dakhabrakha' },
  },
  {
    id: 1,
    type: 'DONATION_RECEIVED',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: '2026-11-20T11:00:00Z',
    actor: oksana,
    othersCount: 0,
    target: { kind: 'PROFILE', id: 'u-fan' },
    data: { amount: '150.00' },
  },
]

export const artistPage: NotificationPage = { elements: artistNotifications, totalPages: 1, unread: 2 }

/** By default nobody has notifications: the bell stays without a count. */
export const fakes: FakeRoutes = {
  'GET /api/v1/notifications': () => jsonResponse(200, { elements: [], totalPages: 0, unread: 0 }),
  'GET /api/v1/notifications/settings': () =>
    jsonResponse(200, { settings: defaultNotificationSettings, emailDigest: 'off', quietHours: null }),
}
