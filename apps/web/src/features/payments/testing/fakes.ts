import type { ArtistProfile, BalanceAnswer, ReceivedPage, WithdrawalPage } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

/** An artist's profile as a fan sees it (the test harness's `artist` user). */
export const artistProfile: ArtistProfile = {
  id: 2,
  uuid: 'u-artist',
  publicName: 'ДахаБраха',
  nickName: 'dakhabrakha',
  description: null,
  avatar: null,
  cover: null,
  socialLinks: [],
  levelSubscription: 'UNSUBSCRIBED',
  authorities: ['ARTIST'],
  soldServices: {
    subscribePrice: { price: 50 },
    videoCongratulationPrice: { price: 300, rule: 'Up to one minute' },
  },
}

export const balanceAnswer: BalanceAnswer = {
  available: { amount: 700, currency: 'UAH' },
  held: { amount: 300, currency: 'UAH' },
  withdrawing: { amount: 0, currency: 'UAH' },
}

export const receivedAnswer: ReceivedPage = {
  elements: [
    {
      uuid: 'p-2',
      paymentGoal: 'VID_CONGRATULATION',
      money: { amount: 300, currency: 'UAH' },
      payer: { uuid: 'u-fan', nickName: 'listener', publicName: 'Оксана' },
      paidAt: '2026-11-22T10:00:00Z',
      holdStatus: 'HELD',
      reversed: false,
    },
    {
      uuid: 'p-1',
      paymentGoal: 'DONATE',
      money: { amount: 700, currency: 'UAH' },
      payer: { uuid: 'u-fan', nickName: 'listener', publicName: 'Оксана' },
      paidAt: '2026-11-21T10:00:00Z',
      holdStatus: null,
      reversed: false,
    },
  ],
  totalPages: 1,
}

export const withdrawalsAnswer: WithdrawalPage = { elements: [], totalPages: 0 }

/** What the payments endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, artistProfile),
  'GET /api/v1/payments/balance': () => jsonResponse(200, balanceAnswer),
  'GET /api/v1/payments/received': () => jsonResponse(200, receivedAnswer),
  'GET /api/v1/payments/withdrawals': () => jsonResponse(200, withdrawalsAnswer),
  'POST /api/v1/payments/purchases': () =>
    jsonResponse(201, { checkoutUrl: 'http://kobza.test/payments/sandbox/checkout/order-1' }),
}
