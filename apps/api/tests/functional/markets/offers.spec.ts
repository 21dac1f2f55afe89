import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { User } from '#accounts/public'
import SaleOffer from '#markets/sale_offer'
import kobzaConfig from '#config/kobza'
import { ledgerNodeUrl } from '#markets/ledger_node'
import {
  advanceLedgerTime,
  auctionFor,
  bidOnLedger,
  buyOnLedger,
  finalizeOnLedger,
  ledgerAddressOf,
  listOnLedger,
  offerFor,
} from '#database/factories/market_factory'
import { bearerFor } from '#tests/helpers'
import { artistWithAccount, fanWithAccount, marketsGroup, indexToTheEnd, week } from './market_setup.js'

/** An auction of 5000 tokens the fan won and that is finalized: the fan holds the tokens. */
async function wonAuction(fan: User) {
  const artist = await artistWithAccount()
  const auction = await auctionFor(artist, { item: 'Kalyna', endsInMs: week, copyrightPercent: 5 })
  await bidOnLedger(fan, auction, 20_000_000n)
  await advanceLedgerTime(week + 1)
  await finalizeOnLedger(fan, auction)
  return auction
}

/** A fan with an account who won an auction (and so holds its tokens), and their bearer. */
async function holderOfWonAuction() {
  const fan = await fanWithAccount()
  const auction = await wonAuction(fan)
  return { fan, auction, bearer: await bearerFor(fan) }
}

/** A seller's offer of 500 tokens from an auction they won, at 2 CCD each, and a fan to buy it. */
async function offerToBuy() {
  const seller = await fanWithAccount()
  const buyer = await fanWithAccount()
  const auction = await wonAuction(seller)
  const offer = await offerFor(seller, auction, 500n, 2_000_000n)
  return { seller, buyer, offer }
}

/** The browser's report that it bought `offer` on the ledger, sent with `bearer`. */
function reportBuy(client: ApiClient, offer: { uuid: string }, bearer: string) {
  return client.patch(`/api/v1/secondary-market/offers/${offer.uuid}/buy`).header('authorization', bearer)
}

marketsGroup('Secondary market', () => {
  test('the holder’s free tokens, an offer recorded as the ledger shows it, listed as ACTIVE', async ({
    client,
    assert,
  }) => {
    const { fan, auction, bearer } = await holderOfWonAuction()
    const before = await client.get('/api/v1/secondary-market/offers/available-tokens').header('authorization', bearer)
    before.assertStatus(200)
    assert.deepEqual(
      before
        .body()
        .elements.map((entry: { auctionId: number; freeTokens: string }) => [entry.auctionId, entry.freeTokens]),
      [[auction.ledgerAuctionId, '5000']]
    )

    const saleId = await listOnLedger(fan, auction, 1000n, 3_000_000n)
    const created = await client
      .post('/api/v1/secondary-market/offers/')
      .header('authorization', bearer)
      .json({ totalPrice: '3000000', tokensToSell: '1000', auctionId: auction.ledgerAuctionId, offerId: saleId })
    created.assertStatus(201)
    assert.equal(created.body().status, 'ACTIVE')
    assert.equal(created.body().auction.song.songName, 'Kalyna')

    const after = await client.get('/api/v1/secondary-market/offers/available-tokens').header('authorization', bearer)
    assert.equal(after.body().elements[0].freeTokens, '4000')
    const active = await client.get('/api/v1/secondary-market/offers').qs({ filter_status: 'ACTIVE' })
    assert.deepEqual(
      active.body().elements.map((offer: { offerId: number }) => offer.offerId),
      [saleId]
    )
    const sold = await client.get('/api/v1/secondary-market/offers').qs({ filter_status: 'SOLD' })
    assert.deepEqual(sold.body(), { elements: [], totalPages: 0 })
    // The list reads joined rows, one offer its model and auction: the same answer either way.
    const one = await client.get(`/api/v1/secondary-market/offers/${created.body().id}`)
    one.assertStatus(200)
    assert.deepEqual(active.body().elements, [one.body()])
    assert.deepEqual(one.body(), created.body())
    // Filters apply to the auctioned song.
    const byEra = async (era: string) =>
      (await client.get('/api/v1/secondary-market/offers').qs({ filter_era: era })).body()
    assert.deepEqual((await byEra('MODERN_ERA')).elements, [one.body()])
    assert.deepEqual(await byEra('NINETIES'), { elements: [], totalPages: 0 })
    const byGenre = await client.get('/api/v1/secondary-market/offers').qs({ filter_genreType: 'ROCK_METAL,POP' })
    assert.equal(byGenre.body().totalPages, 1)
    assert.deepEqual(
      (await client.get('/api/v1/secondary-market/offers').qs({ filter_genreType: 'JAZZ_BLUES' })).body().elements,
      []
    )
  })

  test('selling more tokens than are free is refused, and so is a lot the ledger does not show', async ({
    client,
    assert,
  }) => {
    const { fan, auction, bearer } = await holderOfWonAuction()
    const saleId = await listOnLedger(fan, auction, 1000n, 3_000_000n)
    const claim = (tokensToSell: string, totalPrice = '3000000') =>
      client
        .post('/api/v1/secondary-market/offers/')
        .header('authorization', bearer)
        .json({ totalPrice, tokensToSell, auctionId: auction.ledgerAuctionId, offerId: saleId })

    const tooMany = await claim('9000')
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().errors[0].message, 'Price must be less than 5000: only 5000 tokens are free to sell')
    const notOnLedger = await claim('2000')
    notOnLedger.assertStatus(422)
    assert.include(notOnLedger.body().errors[0].message, 'is for 1000 tokens, not 2000')
    const wrongPrice = await claim('1000', '1')
    wrongPrice.assertStatus(422)
    assert.include(wrongPrice.body().errors[0].message, 'costs 3000000 micro CCD, not 1')

    const stranger = await fanWithAccount()
    const notTheirs = await client
      .post('/api/v1/secondary-market/offers/')
      .header('authorization', await bearerFor(stranger))
      .json({ totalPrice: '3000000', tokensToSell: '1000', auctionId: auction.ledgerAuctionId, offerId: saleId })
    notTheirs.assertStatus(403)
    const missing = await client
      .post('/api/v1/secondary-market/offers/')
      .header('authorization', bearer)
      .json({ totalPrice: '3000000', tokensToSell: '1000', auctionId: auction.ledgerAuctionId, offerId: 77 })
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].message, 'Sale 77 is not on the ledger')
    assert.equal((await SaleOffer.query()).length, 0)
    ;(await claim('1000')).assertStatus(201)
    ;(await claim('1000')).assertStatus(409)
  })

  test('a buy is recorded once the ledger shows it; buying a sold offer is refused to anyone but its buyer', async ({
    client,
    assert,
  }) => {
    const { buyer, offer } = await offerToBuy()
    const bearer = await bearerFor(buyer)

    const early = await reportBuy(client, offer, bearer)
    early.assertStatus(409)
    assert.equal(early.body().errors[0].message, `The ledger shows no purchase of sale ${offer.ledgerSaleId}`)

    await buyOnLedger(buyer, offer)
    const bought = await reportBuy(client, offer, bearer)
    bought.assertStatus(200)
    assert.equal(bought.body().status, 'SOLD')
    assert.equal(bought.body().buyer, await ledgerAddressOf(buyer))

    // The buyer's report repeated (a retry) is answered with the sale; anyone else is refused.
    const again = await reportBuy(client, offer, bearer)
    again.assertStatus(200)
    assert.equal(again.body().buyer, await ledgerAddressOf(buyer))
    const other = await reportBuy(client, offer, await bearerFor(await fanWithAccount()))
    other.assertStatus(409)
    assert.equal(other.body().errors[0].message, 'Tokens were bought up!')
  })

  test('a buy the ledger indexer recorded first is confirmed to its buyer when the browser reports it', async ({
    client,
    assert,
  }) => {
    const { seller, buyer, offer } = await offerToBuy()
    await buyOnLedger(buyer, offer)
    await indexToTheEnd()
    await offer.refresh()
    assert.equal(offer.status, 'SOLD')

    const reported = await reportBuy(client, offer, await bearerFor(buyer))
    reported.assertStatus(200)
    assert.equal(reported.body().status, 'SOLD')
    assert.equal(reported.body().buyer, await ledgerAddressOf(buyer))
    const seller409 = await reportBuy(client, offer, await bearerFor(seller))
    seller409.assertStatus(409)
    assert.equal(seller409.body().errors[0].message, 'Tokens were bought up!')
  })

  test('offers are paged newest first, each page with its own auction', async ({ client, assert }) => {
    const fan = await fanWithAccount()
    const auction = await wonAuction(fan)
    const listed = []
    for (const amount of [100n, 200n, 300n]) listed.push(await offerFor(fan, auction, amount, amount * 1000n))
    const page = async (index: number) => {
      const response = await client.get('/api/v1/secondary-market/offers').qs({ page: index, size: 2 })
      response.assertStatus(200)
      return response.body() as {
        elements: Array<{ offerId: number; tokensToSell: string; auction: { auctionId: number } }>
        totalPages: number
      }
    }
    const [first, second, beyond] = [await page(0), await page(1), await page(2)]
    assert.deepEqual(
      [...first.elements, ...second.elements].map((offer) => [offer.offerId, offer.tokensToSell]),
      listed.reverse().map((offer) => [offer.ledgerSaleId, offer.tokensToSell])
    )
    assert.deepEqual(
      [...first.elements, ...second.elements].map((offer) => offer.auction.auctionId),
      [auction.ledgerAuctionId, auction.ledgerAuctionId, auction.ledgerAuctionId]
    )
    assert.deepEqual([first.totalPages, second.totalPages], [2, 2])
    assert.deepEqual(beyond.elements, [])
  })

  test('on a Concordium network the wallet’s holdings come from the indexed records and agree with the ledger', async ({
    client,
    assert,
  }) => {
    const fan = await fanWithAccount()
    const buyer = await fanWithAccount()
    const auction = await wonAuction(fan)
    await offerFor(fan, auction, 1000n, 3_000_000n)
    const sold = await offerFor(fan, auction, 500n, 2_000_000n)
    await buyOnLedger(buyer, sold)
    await indexToTheEnd()
    const read = async (user: User, address?: string) => {
      const request = client
        .get('/api/v1/secondary-market/offers/available-tokens')
        .header('authorization', await bearerFor(user))
      const response = await (address ? request.qs({ address }) : request)
      response.assertStatus(200)
      return response
        .body()
        .elements.map((entry: { auctionId: number; freeTokens: string }) => [entry.auctionId, entry.freeTokens])
    }
    // The local ledger's own balances: 5000 won, 1500 listed (500 of them bought).
    assert.deepEqual(await read(fan), [[auction.ledgerAuctionId, '3500']])
    assert.deepEqual(await read(buyer), [[auction.ledgerAuctionId, '500']])
    const fanAddress = await ledgerAddressOf(fan)
    const buyerAddress = await ledgerAddressOf(buyer)
    const { ledgerNetwork: network, ledgerNodeUrl: nodeUrl, ledgerContracts: contracts } = kobzaConfig
    const localNode = await ledgerNodeUrl()
    kobzaConfig.ledgerNetwork = 'testnet'
    try {
      assert.deepEqual(await read(fan, fanAddress), [[auction.ledgerAuctionId, '3500']])
      assert.deepEqual(await read(buyer, buyerAddress), [[auction.ledgerAuctionId, '500']])
      // Without the wallet's address the platform knows no account of the user there.
      assert.deepEqual(await read(fan), [])
      // The lists need no ledger read either.
      ;(await client.get('/api/v1/secondary-market/offers').qs({ filter_status: 'SOLD' })).assertStatus(200)
      ;(await client.get(`/api/v1/auctions/${auction.uuid}`)).assertStatus(200)
      // A fresh token id is checked against the token contract, through a node: none is set.
      const refused = await client.get('/api/v1/tokens/generate').header('authorization', await bearerFor(fan))
      refused.assertStatus(503)
      assert.match(refused.body().errors[0].message, /set LEDGER_NODE_URL/)
      // Pointed at a node (here the embedded ledger's) and its contracts, the same reads work.
      kobzaConfig.ledgerNodeUrl = localNode
      kobzaConfig.ledgerContracts = { auction: '1,0', token: '2,0', market: '3,0' }
      const token = await client.get('/api/v1/tokens/generate').header('authorization', await bearerFor(fan))
      token.assertStatus(200)
      assert.match(token.body().tokenId, /^[0-9a-f]{16}$/)
    } finally {
      kobzaConfig.ledgerNetwork = network
      kobzaConfig.ledgerNodeUrl = nodeUrl
      kobzaConfig.ledgerContracts = contracts
    }
  })
})
