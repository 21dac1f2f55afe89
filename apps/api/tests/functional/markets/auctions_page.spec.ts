import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { primedAnswersElementId, routePagesFile, type RoutePage } from '@kobza/contract'
import { auctionFor } from '#database/factories/market_factory'
import { answersIn, serveWebFiles } from '#tests/functional/core/primed_pages'
import { rawRequest } from '#tests/functional/core/raw_http'
import { artistWithAccount, freshMarkets } from './market_setup.js'

const pages: RoutePage[] = [{ pattern: '/auctions', page: 'pages/markets.html' }]

test.group('Auctions page: `/auctions` carries its first answer', (group) => {
  group.setup(() =>
    serveWebFiles({
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      'pages/markets.html': `<!doctype html><html><head><link rel="modulepreload" href="/assets/markets-1a2b.js"></head><body><div id="root"></div></body></html>`,
      [routePagesFile]: JSON.stringify(pages),
    })
  )
  group.each.setup(freshMarkets)

  test('the open auctions’ page 0 in the route’s page, exactly as the API answers a guest', async ({
    client,
    assert,
  }) => {
    const artist = await artistWithAccount()
    await auctionFor(artist, { item: 'Stepy', era: 'NINETIES', genreType: 'ROCK_METAL' })
    await auctionFor(artist, { item: 'Vesna', era: 'MODERN_ERA', genreType: 'POP' })

    const page = await rawRequest('/auctions', { 'accept-encoding': 'gzip' })
    assert.equal(page.status, 200)
    assert.equal(page.headers['cache-control'], 'no-cache')
    const html = gunzipSync(page.body).toString()
    // The markets page (its chunks in the head) with the answers inside.
    assert.include(html, 'href="/assets/markets-1a2b.js"')
    const [answer, ...rest] = answersIn(html)
    assert.lengthOf(rest, 0)
    // The query the web app's auctions screen sends first.
    assert.deepEqual(answer!.query, { page: '0', size: '9', sort: 'createdAt,RECENT', filter_auctionStatus: 'OPEN' })
    assert.deepInclude(answer, { method: 'GET', path: '/api/v1/auctions' })
    const asked = await client.get('/api/v1/auctions').qs(answer!.query!)
    asked.assertStatus(200)
    assert.deepEqual(answer!.body, asked.body())
    assert.deepEqual(
      (answer!.body as { elements: { song: { songName: string } }[] }).elements.map((auction) => auction.song.songName),
      ['Vesna', 'Stepy']
    )
  })

  test('another path of the markets gets no answers (an unknown auction: the app page with 404)', async ({
    assert,
  }) => {
    const page = await rawRequest('/auctions/x')
    assert.equal(page.status, 404)
    assert.notInclude(page.body.toString(), primedAnswersElementId)
  })
})
