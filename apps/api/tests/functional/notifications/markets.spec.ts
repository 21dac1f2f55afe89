import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { User } from '#accounts/public'
import {
  advanceLedgerTime,
  auctionFor,
  bidOnLedger,
  buyOnLedger,
  finalizeOnLedger,
  ledgerAddressOf,
  offerFor,
} from '#database/factories/market_factory'
import { bearerFor } from '#tests/helpers'
import { artistWithAccount, fanWithAccount, marketsGroup, indexToTheEnd, week } from '../markets/market_setup.js'
import { ofType, setChannels, toldOf } from './helpers.js'

async function person(make: () => Promise<User>) {
  const user = await make()
  return { user, bearer: await bearerFor(user) }
}

/** The browser's report of the highest bid it placed, as the web sends it. */
async function reportBid(client: ApiClient, auction: { uuid: string }, bidder: User, bidAmount: bigint) {
  const response = await client
    .patch(`/api/v1/auctions/${auction.uuid}/bid`)
    .header('authorization', await bearerFor(bidder))
    .json({ bidAmount: bidAmount.toString(), highestBidder: await ledgerAddressOf(bidder) })
  response.assertStatus(200)
}

marketsGroup('Notifications: markets', () => {
  test('a bid tells the seller; a higher one tells the outbid bidder; each once, whichever door records it', async ({
    client,
    assert,
  }) => {
    const artist = await person(artistWithAccount)
    const first = await person(fanWithAccount)
    const second = await person(fanWithAccount)
    const auction = await auctionFor(artist.user, { item: 'Kalyna', endsInMs: week })

    await bidOnLedger(first.user, auction, 20_000_000n)
    await reportBid(client, auction, first.user, 20_000_000n)
    // The indexer then sees the same bid: recorded already, nobody is told again.
    await indexToTheEnd()
    await bidOnLedger(second.user, auction, 25_000_000n)
    // This time the indexer records it first and the browser's report finds it done.
    await indexToTheEnd()
    await reportBid(client, auction, second.user, 25_000_000n)

    const people = { artist, first, second }
    assert.deepEqual(await toldOf(client, people, 'AUCTION_BID'), {
      artist: [auction.uuid, auction.uuid],
      first: [],
      second: [],
    })
    assert.deepEqual(await toldOf(client, people, 'OUTBID'), { artist: [], first: [auction.uuid], second: [] })
    const [outbid] = await ofType(client, first.bearer, 'OUTBID')
    assert.equal(outbid!.actor?.uuid, second.user.uuid)
    assert.deepEqual(outbid!.data, { amount: 'Ͼ25', name: 'Kalyna' })
  })

  test('a finalized auction tells the seller it ended and the winner that they won; one without bids ends unsold', async ({
    client,
    assert,
  }) => {
    const artist = await person(artistWithAccount)
    const fan = await person(fanWithAccount)
    const sold = await auctionFor(artist.user, { item: 'Stepy', endsInMs: week })
    const unsold = await auctionFor(artist.user, { item: 'Vesna', endsInMs: week })
    await bidOnLedger(fan.user, sold, 30_000_000n)
    await advanceLedgerTime(week + 1)
    await finalizeOnLedger(fan.user, sold)
    await finalizeOnLedger(artist.user, unsold)
    const finished = await client.patch(`/api/v1/auctions/${sold.uuid}/finish`).header('authorization', fan.bearer)
    finished.assertStatus(200)
    await indexToTheEnd()

    const ended = await ofType(client, artist.bearer, 'AUCTION_ENDED')
    assert.deepEqual(
      ended.map((entry) => [entry.target?.id, entry.data]).sort(),
      [
        [sold.uuid, { name: 'Stepy', amount: 'Ͼ30', status: 'SOLD' }],
        [unsold.uuid, { name: 'Vesna', status: 'UNSOLD' }],
      ].sort()
    )
    assert.deepEqual(await toldOf(client, { artist, fan }, 'AUCTION_WON'), { artist: [], fan: [sold.uuid] })
  })

  test('a bought offer tells its seller, not the buyer; a seller who turned the type off is not told', async ({
    client,
    assert,
  }) => {
    const artist = await artistWithAccount()
    const seller = await person(fanWithAccount)
    const buyer = await person(fanWithAccount)
    const auction = await auctionFor(artist, { item: 'Kalyna', endsInMs: week })
    await bidOnLedger(seller.user, auction, 20_000_000n)
    await advanceLedgerTime(week + 1)
    await finalizeOnLedger(seller.user, auction)
    const offer = await offerFor(seller.user, auction, 500n, 2_000_000n)
    await buyOnLedger(buyer.user, offer)
    const bought = await client
      .patch(`/api/v1/secondary-market/offers/${offer.uuid}/buy`)
      .header('authorization', buyer.bearer)
    bought.assertStatus(200)
    await indexToTheEnd()
    assert.deepEqual(await toldOf(client, { seller, buyer }, 'OFFER_SOLD'), { seller: [offer.uuid], buyer: [] })
    const [sold] = await ofType(client, seller.bearer, 'OFFER_SOLD')
    assert.equal(sold!.actor?.uuid, buyer.user.uuid)
    assert.deepEqual(sold!.data, { amount: 'Ͼ2', name: 'Kalyna' })

    // Off in the app: the next sale is recorded, and nobody is told.
    ;(await setChannels(client, seller.bearer, { OFFER_SOLD: { inApp: false } })).assertStatus(200)
    const second = await offerFor(seller.user, auction, 100n, 1_000_000n)
    await buyOnLedger(buyer.user, second)
    await indexToTheEnd()
    ;(await setChannels(client, seller.bearer, { OFFER_SOLD: { inApp: true } })).assertStatus(200)
    assert.deepEqual(await toldOf(client, { seller }, 'OFFER_SOLD'), { seller: [offer.uuid] })
  })
})
