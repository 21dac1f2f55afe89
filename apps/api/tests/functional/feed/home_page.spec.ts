import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { postPage, primedAnswersElementId, serverTime } from '@kobza/contract'
import { answersIn, serveWebFiles } from '#tests/functional/core/primed_pages'
import { signedIn } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { rawRequest } from '#tests/functional/core/raw_http'
import { resetFeed } from '#tests/functional/feed/helpers'

const INDEX = `<!doctype html><html><head><title>Kobza</title></head><body><div id="root"></div></body></html>`

test.group('Home page: `/` carries its first answers', (group) => {
  group.setup(() => serveWebFiles({ 'index.html': INDEX }))
  group.each.setup(() => resetFeed())

  test('the clock and page 0 of the public feed, exactly as the API answers a guest', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const shown = await postFactory(artist.user).text('Прем’єра сьогодні').withImage().create()
    await postFactory(artist.user).premium().text('Тільки для підписників').create()

    const before = Math.floor(Date.now() / 1000)
    const page = await rawRequest('/', { 'accept-encoding': 'gzip' })
    assert.equal(page.status, 200)
    const [clock, feed, ...rest] = answersIn(gunzipSync(page.body).toString())
    assert.lengthOf(rest, 0)

    assert.deepInclude(clock, { method: 'GET', path: '/api/v1/getServerTime' })
    const time = serverTime.parse(clock!.body)
    assert.isAtLeast(time.epochSeconds, before)
    assert.isAtMost(time.epochSeconds, Math.floor(Date.now() / 1000))

    // The query the web app sends for its first page, pinned to that clock.
    assert.deepEqual(feed!.query, { page: '0', postType: 'PUBLIC', initialTimeStamp: String(time.epochSeconds) })
    assert.equal(feed!.path, '/api/v1/contents')
    const primedPage = postPage.parse(feed!.body)
    assert.deepEqual(
      primedPage.elements.map((post) => post.id),
      [shown]
    )
    const asked = await client.get('/api/v1/contents').qs(feed!.query!)
    asked.assertStatus(200)
    assert.deepEqual(feed!.body, asked.body())
  })

  test('a post cannot end the element: `<` travels escaped and reads back intact', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const text = 'Слухайте </script><script>alert(1)</script> <!-- і далі'
    await postFactory(artist.user).text(text).create()
    const page = await rawRequest('/', { 'accept-encoding': 'br' })
    const html = brotliDecompressSync(page.body).toString()
    assert.notInclude(html, '<script>alert(1)')
    assert.notInclude(html, '<!-- і далі')
    const [, feed] = answersIn(html)
    const [message] = postPage.parse(feed!.body).elements[0]!.contents
    assert.deepInclude(message, { type: 'MESSAGE', context: text })
  })

  test('made per request: compressed with its own length, never cached as a file, HEAD without a body', async ({
    assert,
  }) => {
    const first = await rawRequest('/', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(first.status, 200)
    assert.equal(first.headers['content-encoding'], 'br')
    assert.equal(first.headers['content-type'], 'text/html; charset=utf-8')
    assert.equal(first.headers['cache-control'], 'no-cache')
    assert.equal(first.headers['vary'], 'Accept-Encoding')
    assert.isUndefined(first.headers['etag'])
    assert.equal(Number(first.headers['content-length']), first.body.length)
    assert.include(brotliDecompressSync(first.body).toString(), '<div id="root"></div>')

    const plain = await rawRequest('/')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.include(plain.body.toString(), primedAnswersElementId)

    const head = await rawRequest('/', { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.body.length, 0)
    assert.equal(head.headers['content-encoding'], 'br')
  })

  test('other client routes get index.html with the site head, and no answers', async ({ assert }) => {
    const page = await rawRequest('/sign-in', { 'accept-encoding': 'identity' })
    assert.equal(page.status, 200)
    const html = page.body.toString()
    assert.include(html, '<body><div id="root"></div></body>')
    assert.include(html, '<meta property="og:site_name" content="Kobza" />')
    assert.notInclude(html, primedAnswersElementId)
  })
})
