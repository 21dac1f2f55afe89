import type { ArtistProfile, Paged, SubscriberItem } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

/** The test artist's profile (test/fakes.ts `artist`), as its owner sees it. */
export const artistProfile: ArtistProfile = {
  id: 7,
  uuid: 'u-artist',
  publicName: 'ДахаБраха',
  nickName: 'dakhabrakha',
  description: 'Етно-хаос із Києва',
  avatar: null,
  cover: null,
  socialLinks: [{ type: 'INSTAGRAM', link: 'https://instagram.com/dakhabrakha' }],
  levelSubscription: 'OWNER',
  authorities: ['ARTIST'],
  soldServices: { subscribePrice: { price: 100 }, videoCongratulationPrice: { price: 500, rule: null } },
}

export const subscribersAnswer: Paged<SubscriberItem> = {
  elements: [{ follower: { uuid: 'u-fan', avatar: null, nickName: 'listener' }, subscribeAt: '2026-11-01 10:00:00' }],
  totalPages: 1,
}

/** What the profile's endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, artistProfile),
  'GET /api/v1/subscribers/u-artist': () => jsonResponse(200, subscribersAnswer),
  'GET /api/v1/service-prices/u-artist': () => jsonResponse(200, artistProfile.soldServices),
}
