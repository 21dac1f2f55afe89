import type { Auction, SaleOffer } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

export function auctionFixture(overrides: Partial<Auction> = {}): Auction {
  return {
    id: 'a-1',
    auctionId: 0,
    coverUrl: null,
    song: {
      id: 7,
      songName: 'Щедрик',
      fileUrl: 'http://kobza.test/media/song.wav',
      user: { id: 3, uuid: 'u-artist', publicName: 'ДахаБраха' },
    },
    era: 'MODERN_ERA',
    genreType: 'POP',
    description: 'A song of the tests, its rights on auction.',
    customLink: null,
    socialMediaSpotify: 'open.spotify.com/track/1',
    socialMediaTwitter: null,
    textAuthor: null,
    songLabel: 'Kobza Records',
    recordingStudio: null,
    yearOfRelease: null,
    composer: null,
    duration: '2026-12-01 12:00:00',
    tokenId: '0a0b0c0d0e0f0102',
    copyrightPercent: '5',
    offeredTokens: '5000',
    initialPrice: '10000000',
    highestBid: null,
    highestBidder: null,
    auctionStatus: 'OPEN',
    authorUuid: 'u-artist',
    ended: false,
    ...overrides,
  }
}

export function offerFixture(overrides: Partial<SaleOffer> = {}): SaleOffer {
  return {
    id: 'o-1',
    offerId: 0,
    status: 'ACTIVE',
    tokensToSell: '1000',
    totalPrice: '2500000',
    buyer: null,
    auction: auctionFixture({ auctionStatus: 'FINISHED', ended: true }),
    ...overrides,
  }
}

/** The API's local ledger (GET /api/v1/ledger/config): the DevWallet mode. */
export const localLedgerConfigAnswer = {
  networkName: 'Local',
  genesisHash: '6bd2de54fb1ee4c5d378fdf3e55531c1015ee70f8bac8cb094f836aee92b0849',
  nodeUrl: '/api/v1/ledger',
  contracts: {
    auction: { index: '1', subindex: '0' },
    token: { index: '2', subindex: '0' },
    market: { index: '3', subindex: '0' },
  },
  contractNames: { auction: 'auction', token: 'rr_token', market: 'market' },
}

/** What the markets' endpoints answer unless a test says otherwise: one open auction, one active offer. */
export const fakes: FakeRoutes = {
  'GET /api/v1/ledger/config': () => jsonResponse(200, localLedgerConfigAnswer),
  'GET /api/v1/auctions': () => jsonResponse(200, { elements: [auctionFixture()], totalPages: 1 }),
  'GET /api/v1/auctions/a-1': () => jsonResponse(200, auctionFixture()),
  'GET /api/v1/secondary-market/offers': () => jsonResponse(200, { elements: [offerFixture()], totalPages: 1 }),
  'GET /api/v1/secondary-market/offers/o-1': () => jsonResponse(200, offerFixture()),
}
