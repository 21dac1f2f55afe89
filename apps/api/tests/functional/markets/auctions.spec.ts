import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { linkSchemeMessage } from '@kobza/contract'
import Auction from '#markets/auction'
import kobzaConfig from '#config/kobza'
import { serveLedgerNode } from '#markets/ledger_node'
import { gradientPng } from '@kobza/testkit'
import {
  ledgerAddressOf,
  auctionFor,
  bidOnLedger,
  finalizeOnLedger,
  advanceLedgerTime,
  openAuctionOnLedger,
  songOf,
} from '#database/factories/market_factory'
import { bearerFor } from '#tests/helpers'
import { artistWithAccount, fanWithAccount, marketsGroup, week } from './market_setup.js'

/** The browser's report of a bid it placed on the ledger, sent with `bearer`. */
function reportBid(
  client: ApiClient,
  auction: { uuid: string },
  bearer: string,
  bidAmount: string,
  highestBidder: string
) {
  return client
    .patch(`/api/v1/auctions/${auction.uuid}/bid`)
    .header('authorization', bearer)
    .json({ bidAmount, highestBidder })
}

marketsGroup('Auctions', () => {
  test('lists open auctions with the spec’s shape, filters and paging', async ({ client, assert }) => {
    const artist = await artistWithAccount()
    await auctionFor(artist, { item: 'Stepy', era: 'NINETIES', genreType: 'ROCK_METAL' })
    await auctionFor(artist, { item: 'Vesna', era: 'MODERN_ERA', genreType: 'POP', initialPriceMicro: 25_000_000n })
    const all = await client.get('/api/v1/auctions').qs({ page: 0, filter_auctionStatus: 'OPEN' })
    all.assertStatus(200)
    assert.equal(all.body().totalPages, 1)
    assert.deepEqual(
      all.body().elements.map((auction: { song: { songName: string } }) => auction.song.songName),
      ['Vesna', 'Stepy']
    )
    const vesna = all.body().elements[0]
    assert.equal(vesna.initialPrice, '25000000')
    assert.equal(vesna.auctionStatus, 'OPEN')
    assert.isFalse(vesna.ended)
    assert.notMatch(vesna.duration, /Z$/)
    assert.equal(vesna.offeredTokens, '5000')

    const rock = await client.get('/api/v1/auctions').qs({ filter_genreType: 'ROCK_METAL,JAZZ_BLUES' })
    assert.deepEqual(
      rock.body().elements.map((auction: { song: { songName: string } }) => auction.song.songName),
      ['Stepy']
    )
    const search = await client.get('/api/v1/auctions/search').qs({ keyword: 'vES' })
    search.assertStatus(200)
    assert.equal(search.body().content.length, 1)
    assert.equal(search.body().content[0].id, vesna.id)
    await auctionFor(artist, { item: 'Щедрик' })
    const cyrillic = await client.get('/api/v1/auctions/search').qs({ keyword: 'ЩЕДР' })
    assert.deepEqual(
      cyrillic.body().content.map((auction: { song: { songName: string } }) => auction.song.songName),
      ['Щедрик']
    )
    const finished = await client.get('/api/v1/auctions').qs({ filter_auctionStatus: 'FINISHED' })
    // Nothing finished yet: an empty page, and no page count.
    assert.deepEqual(finished.body(), { elements: [], totalPages: 0 })
    // The list reads rows, one auction reads its model: the same answer either way.
    const one = await client.get(`/api/v1/auctions/${vesna.id}`)
    one.assertStatus(200)
    assert.deepEqual(one.body(), vesna)
    ;(await client.get('/api/v1/auctions/00000000-0000-0000-0000-000000000000')).assertStatus(404)
  })

  test('a non-artist cannot create an auction', async ({ client, assert }) => {
    const fan = await fanWithAccount()
    const response = await client.post('/api/v1/auctions').header('authorization', await bearerFor(fan))
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, 'Only artists may start an initial sale')
    ;(await client.post('/api/v1/auctions')).assertStatus(401)
  })

  test('an artist creates an auction of their own song with its cover, as the ledger shows it', async ({
    client,
    assert,
  }) => {
    const artist = await artistWithAccount()
    const other = await artistWithAccount()
    const bearer = await bearerFor(artist)
    const song = await songOf(artist, 'Щедрик')
    const othersSong = await songOf(other, 'Not mine')
    const opened = await openAuctionOnLedger(artist, { item: song.name, copyrightPercent: 5 })
    const auction = {
      songId: song.id,
      era: 'MODERN_ERA',
      genreType: 'POP',
      description: 'A long enough description',
      duration: opened.end.toISOString().replace('Z', ''),
      copyrightPercent: 5,
      initialPrice: opened.initialPriceMicro.toString(),
      offeredTokens: '5000',
      tokenId: opened.tokenId,
      auctionId: opened.auctionId,
      auctionStatus: 'OPEN',
    }
    const cover = () => gradientPng(96, 96, [0, 87, 183], [255, 215, 0])
    const post = (body: object, withCover = true) => {
      const request = client
        .post('/api/v1/auctions')
        .header('authorization', bearer)
        .field('auction', JSON.stringify(body))
      return withCover ? request.file('coverFile', cover(), { filename: 'cover.png' }) : request
    }

    const invalid = await post({ ...auction, description: 'Too short' })
    invalid.assertStatus(422)
    assert.equal(invalid.body().errors[0].field, 'description')
    const noCover = await post(auction, false)
    noCover.assertStatus(422)
    assert.equal(noCover.body().errors[0].field, 'coverFile')
    const notTheirs = await post({ ...auction, songId: othersSong.id })
    notTheirs.assertStatus(403)
    assert.equal(notTheirs.body().errors[0].message, 'You can only sell the rights to your own songs')
    ;(await post({ ...auction, songId: 999999 })).assertStatus(404)
    const wrongPrice = await post({ ...auction, initialPrice: '1' })
    wrongPrice.assertStatus(422)
    assert.include(wrongPrice.body().errors[0].message, 'initial price')
    // Links are http(s) only (issue 31 item 6): the web puts them into an href.
    for (const field of ['customLink', 'socialMediaSpotify', 'socialMediaTwitter'])
      for (const link of ['javascript://%0aalert(1)', 'data:text/html,x', 'ftp://example.com']) {
        const refused = await post({ ...auction, [field]: link })
        refused.assertStatus(422)
        assert.deepEqual(refused.body().errors, [{ message: linkSchemeMessage, field }])
      }
    assert.equal((await Auction.query()).length, 0)

    const created = await post(auction)
    created.assertStatus(201)
    assert.equal(created.body().song.songName, 'Щедрик')
    assert.equal(created.body().song.id, song.id)
    assert.isString(created.body().song.fileUrl)
    assert.isString(created.body().coverUrl)
    assert.equal(created.body().auctionId, opened.auctionId)
    const again = await post(auction)
    again.assertStatus(409)

    const available = await client.get('/api/v1/songs/available').header('authorization', bearer)
    available.assertStatus(200)
    assert.notInclude(
      available.body().elements.map((entry: { id: number }) => entry.id),
      song.id
    )
    ;(
      await client.get('/api/v1/songs/available').header('authorization', await bearerFor(await fanWithAccount()))
    ).assertStatus(403)
  })

  test('an artist cannot auction another artist’s song', async ({ assert }) => {
    const owner = await artistWithAccount()
    const other = await artistWithAccount()
    const song = await songOf(owner, 'Not mine')
    await assert.rejects(() => auctionFor(other, { song }), 'You can only sell the rights to your own songs')
    assert.equal((await Auction.query()).length, 0)
  })

  test('a song already on an open auction cannot be auctioned again', async ({ assert }) => {
    const artist = await artistWithAccount()
    const song = await songOf(artist, 'Once')
    await auctionFor(artist, { song })
    await assert.rejects(() => auctionFor(artist, { song }), 'This song is already on an open auction')
  })

  test('a bid the ledger shows is recorded; one it does not show is refused', async ({ client, assert }) => {
    const artist = await artistWithAccount()
    const fan = await fanWithAccount()
    const auction = await auctionFor(artist, { initialPriceMicro: 10_000_000n })
    const bearer = await bearerFor(fan)
    const fanAddress = await ledgerAddressOf(fan)

    const invented = await reportBid(client, auction, bearer, '50000000', fanAddress)
    invented.assertStatus(409)
    assert.include(invented.body().errors[0].message, 'The ledger shows no highest bid of 50000000 micro CCD')
    assert.isNull((await Auction.findOrFail(auction.id)).highestBid)

    await bidOnLedger(fan, auction, 12_000_000n)
    const overstated = await reportBid(client, auction, bearer, '99000000', fanAddress)
    overstated.assertStatus(409)
    assert.include(overstated.body().errors[0].message, 'its highest bid is 12000000')

    const real = await reportBid(client, auction, bearer, '12000000', fanAddress)
    real.assertStatus(200)
    assert.isTrue(real.body())
    const shown = await client.get(`/api/v1/auctions/${auction.uuid}`)
    assert.equal(shown.body().highestBid, '12000000')
    assert.equal(shown.body().highestBidder, fanAddress)
  })

  test('a bid is verified through the node LEDGER_NODE_URL names; a node that is down is a 503', async ({
    client,
    assert,
  }) => {
    const artist = await artistWithAccount()
    const fan = await fanWithAccount()
    const auction = await auctionFor(artist, { initialPriceMicro: 10_000_000n })
    const bearer = await bearerFor(fan)
    const fanAddress = await ledgerAddressOf(fan)
    await bidOnLedger(fan, auction, 12_000_000n)
    const nodeUrl = kobzaConfig.ledgerNodeUrl
    // What `kobza ledger node --port` serves, on a port of its own.
    const node = await serveLedgerNode({ port: Number(process.env.LEDGER_TEST_NODE_PORT ?? 24404) })
    try {
      kobzaConfig.ledgerNodeUrl = 'http://127.0.0.1:24403'
      const down = await reportBid(client, auction, bearer, '12000000', fanAddress)
      down.assertStatus(503)
      assert.deepEqual(down.body().errors, [{ message: 'The ledger node cannot be reached; try again in a moment' }])
      assert.isNull((await Auction.findOrFail(auction.id)).highestBid)

      kobzaConfig.ledgerNodeUrl = node.url
      const verified = await reportBid(client, auction, bearer, '12000000', fanAddress)
      verified.assertStatus(200)
      assert.equal((await Auction.findOrFail(auction.id)).highestBid, '12000000')
    } finally {
      kobzaConfig.ledgerNodeUrl = nodeUrl
      await node.close()
    }
  })

  test('finishing is refused while open and until the ledger finalizes; then FINISHED', async ({ client, assert }) => {
    const artist = await artistWithAccount()
    const fan = await fanWithAccount()
    const auction = await auctionFor(artist, { endsInMs: week })
    await bidOnLedger(fan, auction, 11_000_000n)
    const bearer = await bearerFor(fan)

    const open = await client.patch(`/api/v1/auctions/${auction.uuid}/finish`).header('authorization', bearer)
    open.assertStatus(409)
    assert.include(open.body().errors[0].message, 'The auction is still open until')

    await advanceLedgerTime(week)
    const ended = await client.get(`/api/v1/auctions/${auction.uuid}`)
    assert.isTrue(ended.body().ended)
    assert.equal(ended.body().auctionStatus, 'OPEN')
    const notFinalized = await client.patch(`/api/v1/auctions/${auction.uuid}/finish`).header('authorization', bearer)
    notFinalized.assertStatus(409)
    assert.include(notFinalized.body().errors[0].message, 'not finalized on the ledger yet')

    await advanceLedgerTime(1)
    await finalizeOnLedger(fan, auction)
    const finished = await client.patch(`/api/v1/auctions/${auction.uuid}/finish`).header('authorization', bearer)
    finished.assertStatus(200)
    assert.equal(finished.body().auctionStatus, 'FINISHED')
    assert.equal(finished.body().highestBid, '11000000')
    assert.equal(finished.body().highestBidder, await ledgerAddressOf(fan))
  })

  test('a fresh token id is unused on the ledger', async ({ client, assert }) => {
    const artist = await artistWithAccount()
    const response = await client.get('/api/v1/tokens/generate').header('authorization', await bearerFor(artist))
    response.assertStatus(200)
    assert.match(response.body().tokenId, /^[0-9a-f]{16}$/)
  })
})
