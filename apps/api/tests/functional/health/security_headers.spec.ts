import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import kobzaConfig from '#config/kobza'
import { serverRenderGateHash, shieldSettings } from '#config/shield'

type Headers = Record<string, string | undefined>

/** The CSP as directive → sources. */
function policy(header: string | undefined) {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources])
  )
}

function assertSecurityHeaders(assert: import('@japa/assert').Assert, headers: Headers) {
  const csp = policy(headers['content-security-policy'])
  assert.deepEqual(csp.get('default-src'), ["'self'"])
  // The one inline script allowed: a server-rendered page's gate, by its hash (config/shield.ts).
  assert.deepEqual(csp.get('script-src'), ["'self'", serverRenderGateHash])
  assert.deepEqual(csp.get('script-src-attr'), ["'none'"])
  assert.deepEqual(csp.get('style-src-attr'), ["'unsafe-inline'"])
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"])
  assert.deepEqual(csp.get('object-src'), ["'none'"])
  assert.equal(headers['x-content-type-options'], 'nosniff')
  assert.equal(headers['referrer-policy'], 'no-referrer')
  assert.equal(headers['x-frame-options'], 'DENY')
  // Served over plain http here: no HSTS.
  assert.isUndefined(headers['strict-transport-security'])
}

test.group('Security headers', () => {
  test('the API sends them on answers and on errors', async ({ client, assert }) => {
    const time = await client.get('/api/v1/getServerTime')
    time.assertStatus(200)
    assertSecurityHeaders(assert, time.headers())
    const missing = await client.get('/api/v1/nothing-here')
    missing.assertStatus(404)
    assertSecurityHeaders(assert, missing.headers())
    const refused = await client.post('/api/v1/login').json({})
    refused.assertStatus(422)
    assertSecurityHeaders(assert, refused.headers())
    // Answers and errors alike stay out of shared caches.
    for (const answer of [time, missing, refused]) assert.equal(answer.header('cache-control'), 'no-store')
  })

  test('every other kind of answer sends them too: 401, 403, media files, the event stream, a HEAD', async ({
    client,
    assert,
  }) => {
    const { signedIn } = await import('#tests/helpers')
    const { postFactory } = await import('#database/factories/post_factory')
    ;(await client.get('/api/v1/account')).assertStatus(401)
    assertSecurityHeaders(assert, (await client.get('/api/v1/account')).headers())
    const fan = await signedIn()
    const forbidden = await client.get('/admin/api/users').header('authorization', fan.bearer)
    forbidden.assertStatus(403)
    assertSecurityHeaders(assert, forbidden.headers())
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const postId = await postFactory(artist.user).withImage().create()
    const post = await client.get(`/api/v1/contents/${artist.user.uuid}/${postId}`)
    const image = (post.body() as { contents: { type: string; imageUrl?: string }[] }).contents.find(
      (content) => content.type === 'IMAGE'
    )!
    const media = await client.get(image.imageUrl!)
    media.assertStatus(200)
    assertSecurityHeaders(assert, media.headers())
    const head = await client.head('/api/v1/getServerTime')
    assertSecurityHeaders(assert, head.headers())
    // The SSE stream: read its headers, then hang up.
    const controller = new AbortController()
    const stream = await fetch(
      `http://${process.env.HOST}:${process.env.PORT}/__transmit/events?uid=${crypto.randomUUID()}`,
      {
        signal: controller.signal,
      }
    )
    assert.equal(stream.headers.get('content-type')?.split(';')[0], 'text/event-stream')
    assertSecurityHeaders(assert, Object.fromEntries(stream.headers))
    controller.abort()
  })

  test('CORS: no origin is allowed unless configured, and then only the configured one', async ({ client, assert }) => {
    const preflight = (origin: string) =>
      client
        .options('/api/v1/login')
        .header('origin', origin)
        .header('access-control-request-method', 'POST')
        .header('access-control-request-headers', 'content-type')
    const foreign = 'https://evil.example'
    assert.isUndefined(
      (await client.get('/api/v1/genres').header('origin', foreign)).header('access-control-allow-origin')
    )
    assert.isUndefined((await preflight(foreign)).header('access-control-allow-origin'))

    const cors = (await import('#config/cors')).default
    const saved = { enabled: cors.enabled, origin: cors.origin }
    Object.assign(cors, { enabled: true, origin: ['https://fans.example'] })
    try {
      const allowed = await preflight('https://fans.example')
      assert.equal(allowed.header('access-control-allow-origin'), 'https://fans.example')
      assert.isUndefined(allowed.header('access-control-allow-credentials'))
      const read = await client.get('/api/v1/genres').header('origin', 'https://fans.example')
      assert.equal(read.header('access-control-allow-origin'), 'https://fans.example')
      for (const origin of [foreign, 'https://fans.example.evil.example', 'null']) {
        assert.isUndefined((await preflight(origin)).header('access-control-allow-origin'), origin)
        const refused = await client.get('/api/v1/genres').header('origin', origin)
        assert.isUndefined(refused.header('access-control-allow-origin'), origin)
      }
    } finally {
      Object.assign(cors, saved)
    }
  })

  test('the web app and the console send them; only the console may use inline styles', async ({ client, assert }) => {
    const saved = { ...kobzaConfig }
    const dist = mkdtempSync(join(tmpdir(), 'kobza-dist-'))
    for (const app of ['web', 'admin']) {
      mkdirSync(join(dist, app, 'assets'), { recursive: true })
      writeFileSync(join(dist, app, 'index.html'), `<!doctype html><title>${app}</title>`)
      writeFileSync(join(dist, app, 'assets', 'main.js'), 'export {}')
    }
    Object.assign(kobzaConfig, { serveApps: true, webDist: join(dist, 'web'), adminDist: join(dist, 'admin') })
    try {
      for (const path of ['/', '/settings', '/assets/main.js']) {
        const page = await client.get(path)
        page.assertStatus(200)
        assertSecurityHeaders(assert, page.headers())
        assert.deepEqual(policy(page.header('content-security-policy')).get('style-src'), ["'self'"])
      }
      for (const path of ['/admin', '/admin/users', '/admin/assets/main.js']) {
        const page = await client.get(path)
        page.assertStatus(200)
        assertSecurityHeaders(assert, page.headers())
        assert.deepEqual(policy(page.header('content-security-policy')).get('style-src'), ["'self'", "'unsafe-inline'"])
      }
    } finally {
      Object.assign(kobzaConfig, saved)
      rmSync(dist, { recursive: true, force: true })
    }
  })

  test('a web page allows its own written-in stylesheets by their hashes, and no other inline style', async ({
    client,
    assert,
  }) => {
    const saved = { ...kobzaConfig }
    const dist = mkdtempSync(join(tmpdir(), 'kobza-dist-'))
    const css = '._page_1{padding:0}\n'
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`
    mkdirSync(join(dist, 'web', 'assets'), { recursive: true })
    writeFileSync(
      join(dist, 'web', 'index.html'),
      `<!doctype html><html><head><style data-href="/assets/a.css">${css}</style></head><body><div id="root"></div></body></html>`
    )
    writeFileSync(join(dist, 'web', 'assets', 'a.css'), css)
    Object.assign(kobzaConfig, { serveApps: true, webDist: join(dist, 'web') })
    try {
      for (const path of ['/', '/settings']) {
        const page = await client.get(path)
        page.assertStatus(200)
        assertSecurityHeaders(assert, page.headers())
        assert.deepEqual(policy(page.header('content-security-policy')).get('style-src'), ["'self'", hash], path)
      }
      // The stylesheet itself, and the API, keep the plain policy.
      for (const path of ['/assets/a.css', '/api/v1/getServerTime']) {
        const answer = await client.get(path)
        answer.assertStatus(200)
        assert.deepEqual(policy(answer.header('content-security-policy')).get('style-src'), ["'self'"], path)
      }
    } finally {
      Object.assign(kobzaConfig, saved)
      rmSync(dist, { recursive: true, force: true })
    }
  })

  test('HSTS and upgrade-insecure-requests only for an https public origin', ({ assert }) => {
    const tls = shieldSettings('https://kobza.example')
    assert.isTrue(tls.hsts?.enabled)
    assert.property(tls.csp?.directives, 'upgradeInsecureRequests')
    const plain = shieldSettings('http://127.0.0.1:3333')
    assert.isFalse(plain.hsts?.enabled)
    assert.notProperty(plain.csp?.directives, 'upgradeInsecureRequests')
  })
})

test.group('Security headers, computed once', () => {
  test('an https origin adds HSTS and upgrade-insecure-requests; plain http neither', async ({ assert }) => {
    const { securityHeaders } = await import('#core/middleware/security_headers_middleware')
    const tls = new Map(securityHeaders(shieldSettings('https://kobza.example'), '/'))
    assert.equal(tls.get('Strict-Transport-Security'), 'max-age=15552000')
    assert.deepEqual(policy(tls.get('Content-Security-Policy')).get('upgrade-insecure-requests'), [])
    const plain = new Map(securityHeaders(shieldSettings('http://127.0.0.1:3333'), '/'))
    assert.isFalse(plain.has('Strict-Transport-Security'))
    assert.isFalse(policy(plain.get('Content-Security-Policy')).has('upgrade-insecure-requests'))
  })

  test('on a Concordium network the browser may compile the SDK’s WebAssembly and reach the named gRPC-web node; on the local ledger neither', async ({
    assert,
  }) => {
    const { securityHeaders } = await import('#core/middleware/security_headers_middleware')
    const csp = (ledger: Parameters<typeof shieldSettings>[1]) =>
      policy(
        new Map(securityHeaders(shieldSettings('https://kobza.example', ledger), '/')).get('Content-Security-Policy')
      )
    const local = csp({ network: 'local', webNodeUrl: undefined })
    assert.deepEqual(local.get('connect-src'), ["'self'"])
    assert.notInclude(local.get('script-src') ?? [], "'wasm-unsafe-eval'")
    const testnet = csp({ network: 'testnet', webNodeUrl: 'https://grpc.testnet.example:20000/some/path' })
    assert.deepEqual(testnet.get('connect-src'), ["'self'", 'https://grpc.testnet.example:20000'])
    assert.include(testnet.get('script-src') ?? [], "'wasm-unsafe-eval'")
    assert.notInclude(testnet.get('script-src') ?? [], "'unsafe-eval'")
    // Without LEDGER_WEB_NODE_URL the web build's default, mainnet's public node.
    assert.deepEqual(csp({ network: 'mainnet', webNodeUrl: undefined }).get('connect-src'), [
      "'self'",
      'https://grpc.mainnet.concordium.software:20000',
    ])
  })
})
