import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { routePagesFile, type RoutePage } from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { compressFolder } from '../../../../../scripts/vite-compress.mjs'
import { rawRequest } from './raw_http.js'

const ASSET = '/assets/app-3f9a1c.js'

/** A small built web app, compressed by the same code the Vite builds use. */
async function buildFixture() {
  const dist = mkdtempSync(join(tmpdir(), 'kobza-dist-'))
  mkdirSync(join(dist, 'assets'))
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'kobza ${i}'`).join('\n')
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), script)
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`
  )
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
  // The installable app's files (issue 35): its manifest, icon, service worker and the worker's precache list.
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Kobza', start_url: '/' }))
  writeFileSync(join(dist, 'sw.js'), "self.importScripts('/sw-precache.js')\n")
  writeFileSync(join(dist, 'sw-precache.js'), 'self.kobzaPrecache = {"version":"v1","urls":["/index.html"]}\n')
  mkdirSync(join(dist, 'icons'))
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
  // A route's page as apps/web/bundling/routePages.ts writes it: index.html naming its screen's chunk.
  mkdirSync(join(dist, 'pages'))
  writeFileSync(
    join(dist, 'pages', 'profile.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script><link rel="modulepreload" href="/assets/profile-1a2b.js"></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`
  )
  const pages: RoutePage[] = [
    { pattern: '/profile', page: 'pages/profile.html' },
    { pattern: '/profile/:nickname', page: 'pages/profile.html' },
  ]
  writeFileSync(join(dist, routePagesFile), JSON.stringify(pages))
  await compressFolder(dist)
  return dist
}

test.group('Serving the built apps', (group) => {
  let dist = ''
  const saved = { serveApps: kobzaConfig.serveApps, webDist: kobzaConfig.webDist }
  group.setup(async () => {
    dist = await buildFixture()
    kobzaConfig.serveApps = true
    kobzaConfig.webDist = dist
    return () => {
      Object.assign(kobzaConfig, saved)
      rmSync(dist, { recursive: true, force: true })
    }
  })
  const original = () => readFileSync(join(dist, 'assets', 'app-3f9a1c.js'))

  test('a browser accepting brotli gets the .br file with its own length and ETag', async ({ assert }) => {
    const answer = await rawRequest(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-encoding'], 'br')
    assert.equal(answer.headers['vary'], 'Accept-Encoding')
    assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8')
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(Number(answer.headers['content-length']), answer.body.length)
    assert.isBelow(answer.body.length, original().length / 3)
    assert.match(answer.headers['etag'] ?? '', /^"[0-9a-f]+-[0-9a-f]+-br"$/)
    assert.deepEqual(brotliDecompressSync(answer.body), original())
  })

  test('gzip when brotli is not accepted, the file itself when nothing is', async ({ assert }) => {
    const gzip = await rawRequest(ASSET, { 'accept-encoding': 'br;q=0, gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(Number(gzip.headers['content-length']), gzip.body.length)
    assert.deepEqual(gunzipSync(gzip.body), original())

    const plain = await rawRequest(ASSET)
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.headers['vary'], 'Accept-Encoding')
    assert.equal(Number(plain.headers['content-length']), original().length)
    assert.deepEqual(plain.body, original())
    assert.notEqual(plain.headers['etag'], gzip.headers['etag'])
  })

  test('a matching If-None-Match answers 304 without a body', async ({ assert }) => {
    const first = await rawRequest(ASSET, { 'accept-encoding': 'br' })
    const etag = first.headers['etag'] as string
    const again = await rawRequest(ASSET, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    assert.equal(again.headers['etag'], etag)
    assert.equal(again.headers['cache-control'], 'public, max-age=31536000, immutable')
    // The gzip variant is another representation: the br tag does not validate it.
    const gzip = await rawRequest(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': etag })
    assert.equal(gzip.status, 200)
  })

  test('byte ranges: one range, a suffix, an unsatisfiable one, and a stale If-Range', async ({ assert }) => {
    const bytes = original()
    const head = await rawRequest(ASSET, { range: 'bytes=0-9' })
    assert.equal(head.status, 206)
    assert.equal(head.headers['content-range'], `bytes 0-9/${bytes.length}`)
    assert.equal(head.headers['content-length'], '10')
    assert.deepEqual(head.body, bytes.subarray(0, 10))

    const tail = await rawRequest(ASSET, { range: 'bytes=-5' })
    assert.equal(tail.status, 206)
    assert.deepEqual(tail.body, bytes.subarray(bytes.length - 5))

    const beyond = await rawRequest(ASSET, { range: `bytes=${bytes.length + 10}-` })
    assert.equal(beyond.status, 416)
    assert.equal(beyond.headers['content-range'], `bytes */${bytes.length}`)

    const stale = await rawRequest(ASSET, { range: 'bytes=0-9', 'if-range': '"not-this-version"' })
    assert.equal(stale.status, 200)
    assert.equal(stale.body.length, bytes.length)
  })

  test('HEAD sends the headers and the length of what GET would send', async ({ assert }) => {
    const get = await rawRequest(ASSET, { 'accept-encoding': 'br' })
    const head = await rawRequest(ASSET, { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.body.length, 0)
    assert.equal(head.headers['content-length'], get.headers['content-length'])
    assert.equal(head.headers['content-encoding'], 'br')
  })

  // `/` is made per request with its first answers inside (tests/functional/feed/home_page.spec.ts).
  test('index.html revalidates; a missing asset is a JSON 404', async ({ assert }) => {
    for (const path of ['/index.html']) {
      const page = await rawRequest(path, { 'accept-encoding': 'gzip' })
      assert.equal(page.status, 200)
      assert.equal(page.headers['cache-control'], 'no-cache')
      assert.equal(page.headers['content-encoding'], 'gzip')
      assert.include(gunzipSync(page.body).toString(), '<div id="root">')
      const revalidated = await rawRequest(path, { 'accept-encoding': 'gzip', 'if-none-match': page.headers.etag! })
      assert.equal(revalidated.status, 304)
    }
    // Too small to be worth compressing: no variant was written, so none is announced.
    const robots = await rawRequest('/robots.txt', { 'accept-encoding': 'br' })
    assert.equal(robots.status, 200)
    assert.isUndefined(robots.headers['content-encoding'])
    assert.isUndefined(robots.headers['vary'])

    const missing = await rawRequest('/assets/missing-0000.js', { 'accept-encoding': 'br' })
    assert.equal(missing.status, 404)
    assert.match(String(missing.headers['content-type']), /^application\/json/)
    assert.property(JSON.parse(missing.body.toString()), 'errors')
  })

  test('a client route with a page of its own gets it, compressed and revalidated like index.html', async ({
    assert,
  }) => {
    for (const path of ['/profile', '/profile/', '/profile/nobody42']) {
      const page = await rawRequest(path, { 'accept-encoding': 'br' })
      // No one is called nobody42: the route's page all the same, answered 404 (#core/page_heads).
      assert.equal(page.status, path.endsWith('nobody42') ? 404 : 200, path)
      assert.equal(page.headers['content-encoding'], 'br')
      assert.equal(page.headers['cache-control'], 'no-cache')
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8')
      assert.include(brotliDecompressSync(page.body).toString(), 'href="/assets/profile-1a2b.js"')
      const revalidated = await rawRequest(path, { 'accept-encoding': 'br', 'if-none-match': page.headers.etag! })
      assert.equal(revalidated.status, path.endsWith('nobody42') ? 404 : 304)
    }
    // A parameter is one segment: deeper paths, and paths of no route, are the app's 404 page
    // (index.html, answered 404: issue 35), never a route's page.
    for (const path of ['/profile/nobody42/songs/x/y', '/profilex', '/offers', '/some/client/route']) {
      const page = await rawRequest(path)
      assert.equal(page.status, 404, path)
      assert.equal(page.headers['cache-control'], 'no-cache', path)
      assert.notInclude(page.body.toString(), 'profile-1a2b.js', path)
      // The app's page, with its 404 screen rendered in when the server renders pages.
      assert.include(page.body.toString(), '<div id="root"', path)
    }
  })

  test('a broken list of route pages costs the pages, not the app', async ({ assert }) => {
    const listFile = join(dist, routePagesFile)
    const list = readFileSync(listFile)
    writeFileSync(listFile, '{ not json')
    try {
      // The list is read again once its modification time changed and a second has passed.
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const page = await rawRequest('/profile')
      assert.equal(page.status, 200)
      assert.notInclude(page.body.toString(), 'profile-1a2b.js')
      assert.include(page.body.toString(), '<div id="root">')
    } finally {
      writeFileSync(listFile, list)
    }
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.include((await rawRequest('/profile')).body.toString(), 'profile-1a2b.js')
  })

  test('the installable app: the manifest, its icon and the service worker with their types, revalidated', async ({
    assert,
  }) => {
    const manifest = await rawRequest('/manifest.webmanifest')
    assert.equal(manifest.status, 200)
    assert.equal(manifest.headers['content-type'], 'application/manifest+json; charset=utf-8')
    assert.deepEqual(JSON.parse(manifest.body.toString()), { name: 'Kobza', start_url: '/' })
    const icon = await rawRequest('/icons/icon-192.png')
    assert.equal(icon.status, 200)
    assert.equal(icon.headers['content-type'], 'image/png')
    // A deploy's worker and precache list are found at once: checked before each use, never kept as immutable.
    for (const path of ['/sw.js', '/sw-precache.js']) {
      const worker = await rawRequest(path)
      assert.equal(worker.status, 200, path)
      assert.equal(worker.headers['content-type'], 'text/javascript; charset=utf-8', path)
      assert.equal(worker.headers['cache-control'], 'no-cache', path)
    }
  })

  test('API paths are never taken for files', async ({ assert }) => {
    const time = await rawRequest('/api/v1/getServerTime')
    assert.equal(time.status, 200)
    assert.property(JSON.parse(time.body.toString()), 'epochSeconds')
  })
})
