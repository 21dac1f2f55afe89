import { afterEach, describe, expect, it, vi } from 'vitest'
import { endpoints, errorBody, genreList, pageQuery, versionHeader } from '@kobza/contract'
import { ApiClient, apiPaths, noCacheHeaders } from './client.js'
import { ApiError, InvalidResponseError, NetworkError, SessionExpiredError } from './errors.js'
import { memoryStorage, storageKeys } from './storage.js'
import { closedPortUrl, delay, json, startServer, type Handler, type TestServer } from './test-support/server.js'

const user = { uuid: 'u-1', nickName: 'dakha', publicName: 'ДахаБраха', avatar: null, authorities: ['ARTIST'] }

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(handler: Handler, signedIn = true) {
  server = await startServer(handler)
  const storage = memoryStorage()
  if (signedIn) {
    storage.setItem(storageKeys.user, JSON.stringify(user))
    storage.setItem(storageKeys.accessToken, 'access-1')
    storage.setItem(storageKeys.refreshToken, 'refresh-1')
    storage.setItem(storageKeys.loggedIn, 'true')
  }
  const onSessionExpired = vi.fn()
  const client = new ApiClient({ baseUrl: server.url, storage, onSessionExpired })
  return { client, storage, onSessionExpired, server }
}

/** Answers 401 to any token but the current one, and hands out `access-2` on refresh. */
function rotatingTokens(options: { refreshStatus?: number; refreshDelayMs?: number } = {}): Handler {
  let valid = 'access-1'
  return async (req, res) => {
    if (req.url === '/api/v1/login/token/refresh') {
      if (options.refreshDelayMs) await delay(options.refreshDelayMs)
      if (options.refreshStatus) return json(res, options.refreshStatus, errorBody('Refresh token expired'))
      valid = 'access-2'
      return json(res, 200, { access_token: 'access-2', refresh_token: 'refresh-2' })
    }
    // Every access token "expires" on first use so the test can observe the refresh.
    if (req.headers.authorization !== 'Bearer access-2' || valid !== 'access-2')
      return json(res, 401, errorBody('Unauthorized'))
    json(res, 200, { ok: true, path: req.url })
  }
}

describe('request headers', () => {
  it('sends the stored access token as a bearer and cache-disabling headers', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { ok: true }))
    await client.get('/api/v1/anything')
    const [request] = server.requests
    expect(request?.headers.authorization).toBe('Bearer access-1')
    expect(request?.headers['cache-control']).toBe(noCacheHeaders['Cache-Control'])
    expect(request?.headers.pragma).toBe('no-cache')
    expect(request?.headers.expires).toBe('0')
  })

  it('sends no Authorization header without a stored token', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}), false)
    await client.get('/api/v1/anything')
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(server.requests[0]?.headers['cache-control']).toBe('no-cache, no-store, must-revalidate')
  })

  it('stores the front-end version from the response header', async () => {
    const { client, storage } = await setup((_req, res) => json(res, 200, {}, { [versionHeader]: '1.4.2' }), false)
    const changed = vi.fn()
    client.on('change', changed)
    await client.get('/api/v1/anything')
    expect(storage.getItem(storageKeys.frontendVersion)).toBe('1.4.2')
    expect(client.frontendVersion).toBe('1.4.2')
    expect(changed).toHaveBeenCalledTimes(1)
    await client.get('/api/v1/anything')
    expect(changed).toHaveBeenCalledTimes(1)
  })
})

describe('bodies and queries', () => {
  it('encodes the query, skipping empty values and comma-joining lists', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}))
    await client.get('/api/v1/auctions', {
      query: {
        page: 0,
        size: 9,
        filter_genreType: ['POP', 'ROCK_METAL'],
        filter_era: undefined,
        sort: null,
        flag: false,
      },
    })
    expect(server.requests[0]?.url).toBe('/api/v1/auctions?page=0&size=9&filter_genreType=POP%2CROCK_METAL&flag=false')
  })

  it('sends objects as JSON', async () => {
    const { client, server } = await setup((req, res) => json(res, 201, JSON.parse(req.body)))
    const answer = await client.post('/api/v1/things', { name: 'Кобза', count: 2 })
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
    expect(answer).toEqual({ name: 'Кобза', count: 2 })
  })

  it('sends FormData as multipart', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}))
    const form = new FormData()
    form.append('comment', 'Слава')
    await client.patch('/api/v1/profiles/1', form)
    expect(server.requests[0]?.method).toBe('PATCH')
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(server.requests[0]?.body).toContain('Слава')
  })

  it('resolves an empty 204 answer to null and sends DELETE', async () => {
    const { client, server } = await setup((_req, res) => {
      res.statusCode = 204
      res.end()
    })
    await expect(client.delete('/api/v1/contents/likes/5')).resolves.toBeNull()
    expect(server.requests[0]?.method).toBe('DELETE')
  })
})

describe('401 handling', () => {
  it('refreshes once, stores the new tokens and retries the original request', async () => {
    const { client, storage, server, onSessionExpired } = await setup(rotatingTokens())
    await expect(client.get('/api/v1/contents')).resolves.toEqual({ ok: true, path: '/api/v1/contents' })
    const refreshCalls = server.calls('/api/v1/login/token/refresh')
    expect(refreshCalls).toHaveLength(1)
    expect(JSON.parse(refreshCalls[0]?.body ?? '')).toEqual({ refresh: 'refresh-1' })
    expect(refreshCalls[0]?.headers.authorization).toBeUndefined()
    expect(server.calls('/api/v1/contents').map((r) => r.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-2')
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('clears user, tokens and flag but keeps the version when the refresh fails, and reports the expiry', async () => {
    const { client, storage, onSessionExpired } = await setup(rotatingTokens({ refreshStatus: 401 }))
    storage.setItem(storageKeys.frontendVersion, '2.0.0')
    const error = await client.get('/api/v1/contents').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect((error as ApiError).status).toBe(401)
    expect(storage.getItem(storageKeys.user)).toBeNull()
    expect(storage.getItem(storageKeys.accessToken)).toBeNull()
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull()
    expect(storage.getItem(storageKeys.loggedIn)).toBeNull()
    expect(storage.getItem(storageKeys.frontendVersion)).toBe('2.0.0')
    expect(client.getSnapshot()).toEqual({ user: null, loggedIn: false, frontendVersion: '2.0.0' })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('shares one refresh between concurrent 401s', async () => {
    const { client, server, onSessionExpired } = await setup(rotatingTokens({ refreshDelayMs: 50 }))
    const answers = await Promise.all([client.get('/api/v1/a'), client.get('/api/v1/b'), client.get('/api/v1/c')])
    expect(answers.map((a) => (a as { path: string }).path)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c'])
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(1)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('expires the session once when a shared refresh fails', async () => {
    const { client, server, onSessionExpired } = await setup(rotatingTokens({ refreshStatus: 400, refreshDelayMs: 30 }))
    const results = await Promise.allSettled([client.get('/api/v1/a'), client.get('/api/v1/b')])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(1)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('retries only once: a second 401 after the refresh is not refreshed again', async () => {
    const { client, server, storage } = await setup((req, res) => {
      if (req.url === '/api/v1/login/token/refresh')
        return json(res, 200, { access_token: 'access-2', refresh_token: 'refresh-2' })
      json(res, 401, errorBody('Still not allowed'))
    })
    const error = await client.get('/api/v1/contents').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(SessionExpiredError)
    expect((error as ApiError).message).toBe('Still not allowed')
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(1)
    expect(server.calls('/api/v1/contents')).toHaveLength(2)
    // The refresh itself worked, so the session stays.
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-2')
  })

  it('does not refresh when no user is stored', async () => {
    const { client, server, onSessionExpired } = await setup(
      (_req, res) => json(res, 401, errorBody('Unauthorized')),
      false
    )
    await expect(client.get('/api/v1/contents')).rejects.toMatchObject({ status: 401 })
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(0)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('keeps the session when the refresh cannot reach the server', async () => {
    let refreshHits = 0
    const { client, storage, onSessionExpired } = await setup((req, res) => {
      if (req.url === '/api/v1/login/token/refresh') {
        refreshHits += 1
        // Drop the connection without an answer, as a dead network would.
        res.socket?.destroy()
        return
      }
      json(res, 401, errorBody('Unauthorized'))
    })
    await expect(client.get('/api/v1/contents')).rejects.toBeInstanceOf(NetworkError)
    expect(refreshHits).toBe(1)
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })
})

describe('errors', () => {
  it('throws ApiError with the status, the parsed body and the first error message', async () => {
    const { client } = await setup((_req, res) => json(res, 422, errorBody('Email is required', 'Second')))
    const error = await client.post('/api/v1/sign-up', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      message: 'Email is required',
      serverMessage: 'Email is required',
      method: 'POST',
    })
    expect((error as ApiError).body).toEqual(errorBody('Email is required', 'Second'))
  })

  it('falls back to a generic message when the body is not the error shape', async () => {
    const { client } = await setup((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<h1>Bad gateway</h1>')
    })
    const error = await client.get('/api/v1/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>', serverMessage: undefined })
    expect((error as ApiError).message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/x failed: 502 Bad Gateway$/)
  })

  it('throws NetworkError when nothing listens', async () => {
    const client = new ApiClient({ baseUrl: await closedPortUrl(), storage: memoryStorage() })
    const error = await client.get('/api/v1/genres').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).not.toBeInstanceOf(ApiError)
  })

  it('lets an aborted request reject with the abort, not a NetworkError', async () => {
    const { client } = await setup(async (_req, res) => {
      await delay(200)
      json(res, 200, {})
    })
    const controller = new AbortController()
    const pending = client.get('/api/v1/slow', { signal: controller.signal })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(NetworkError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('typed calls', () => {
  it('getGenres validates the list', async () => {
    const { client } = await setup((_req, res) => json(res, 200, [{ value: 'POP', name: 'Pop' }]), false)
    await expect(client.getGenres()).resolves.toEqual([{ value: 'POP', name: 'Pop' }])
  })

  it('getGenres rejects an answer of the wrong shape', async () => {
    const { client } = await setup((_req, res) => json(res, 200, [{ value: 'POLKA', name: 'Polka' }]), false)
    await expect(client.getGenres()).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('getServerTime and health', async () => {
    const { client, server } = await setup((req, res) => {
      if (req.url === '/api/v1/getServerTime')
        return json(res, 200, { serverTime: '2026-11-22T10:00:00Z', epochSeconds: 1795342800 })
      json(res, 503, { status: 'degraded', checks: { database: { ok: false, detail: 'down' } } })
    }, false)
    await expect(client.getServerTime()).resolves.toMatchObject({ epochSeconds: 1795342800 })
    await expect(client.health()).resolves.toMatchObject({ status: 'degraded' })
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/getServerTime', '/api/v1/health'])
  })

  it("knows the server's clock from the last answer's Date header, never behind it, moving with time", async () => {
    const serverDate = 'Sun, 22 Nov 2026 10:00:00 GMT'
    const headerSeconds = Date.parse(serverDate) / 1000
    const { client } = await setup((_req, res) => json(res, 200, {}, { date: serverDate }), false)
    expect(client.serverEpochSecondsNow()).toBeUndefined()
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z'), toFake: ['Date'] })
    try {
      await client.get('/api/v1/anything')
      // The header is rounded down: the server's time was within the next second.
      expect(client.serverEpochSecondsNow()).toBe(headerSeconds + 1)
      vi.setSystemTime(Date.now() + 2_500)
      expect(client.serverEpochSecondsNow()).toBe(headerSeconds + 3)
      // A device clock set back does not take the server's back with it.
      vi.setSystemTime(Date.now() - 60_000)
      expect(client.serverEpochSecondsNow()).toBe(headerSeconds + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('login stores the user, both tokens and the flag, without sending a stale bearer', async () => {
    const { client, storage, server } = await setup((_req, res) =>
      json(res, 200, { ...user, access_token: 'a', refresh_token: 'r' })
    )
    storage.setItem(storageKeys.accessToken, 'stale')
    const changed = vi.fn()
    client.on('change', changed)
    await expect(client.login('fan@kobza.ua', 'Secret#123')).resolves.toEqual(user)
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ username: 'fan@kobza.ua', password: 'Secret#123' })
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(client.getSnapshot()).toMatchObject({ user, loggedIn: true })
    expect(storage.getItem(storageKeys.accessToken)).toBe('a')
    expect(storage.getItem(storageKeys.refreshToken)).toBe('r')
    expect(changed).toHaveBeenCalled()
  })

  it('a failed login is an ApiError and does not try to refresh', async () => {
    const { client, server } = await setup((_req, res) => json(res, 401, errorBody('Wrong e-mail or password')))
    await expect(client.login('x', 'y')).rejects.toMatchObject({ status: 401, message: 'Wrong e-mail or password' })
    expect(server.requests).toHaveLength(1)
  })

  it('signUp sends the payload and signs in with the answer', async () => {
    const { client, server } = await setup(
      (_req, res) => json(res, 201, { ...user, access_token: 'a', refresh_token: 'r' }),
      false
    )
    const payload = {
      email: 'new@kobza.ua',
      password: 'Secret#123',
      publicName: 'Нова',
      dateOfBirth: '2000-01-01',
      isArtist: true,
      signUpType: 'KOBZA',
    }
    await expect(client.signUp(payload)).resolves.toEqual(user)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/sign-up' })
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(payload)
    expect(client.getSnapshot()).toMatchObject({ user, loggedIn: true })
  })

  it('signUp rejects an answer without tokens and stays signed out', async () => {
    const { client } = await setup((_req, res) => json(res, 201, { uuid: 'u-2' }), false)
    await expect(
      client.signUp({ email: 'e@kobza.ua', password: 'p', publicName: 'n', dateOfBirth: '2000-01-01' })
    ).rejects.toBeInstanceOf(InvalidResponseError)
    expect(client.loggedIn).toBe(false)
  })

  it('logout calls the action for the user and clears the session, keeping the version', async () => {
    const { client, server, storage } = await setup((_req, res) => json(res, 200, {}, { [versionHeader]: '3.1.0' }))
    await client.logout()
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/login/logout/u-1' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1')
    expect(client.getSnapshot()).toEqual({ user: null, loggedIn: false, frontendVersion: '3.1.0' })
    expect(storage.getItem(storageKeys.accessToken)).toBeNull()
  })

  it('logout forgets the local session even when the server fails', async () => {
    const { client } = await setup((_req, res) => json(res, 500, errorBody('boom')))
    await expect(client.logout()).rejects.toBeInstanceOf(ApiError)
    expect(client.loggedIn).toBe(false)
    expect(client.user).toBeNull()
  })
})

describe('session snapshot', () => {
  it('is stable until the session changes', async () => {
    const { client } = await setup((_req, res) => json(res, 200, {}))
    const first = client.getSnapshot()
    expect(client.getSnapshot()).toBe(first)
    expect(first).toMatchObject({ user, loggedIn: true })
    client.reload()
    expect(client.getSnapshot()).not.toBe(first)
    expect(client.getSnapshot()).toEqual(first)
  })

  it('takes a new nickname, name and avatar into the stored user and tells listeners', async () => {
    const { client, storage } = await setup((_req, res) => json(res, 200, {}))
    const listener = vi.fn()
    client.on('change', listener)
    client.updateStoredUser({ nickName: 'renamed', avatar: '/api/v1/media/public/a.png' })
    expect(client.user).toEqual({ ...user, nickName: 'renamed', avatar: '/api/v1/media/public/a.png' })
    expect(JSON.parse(storage.getItem(storageKeys.user)!)).toMatchObject({ nickName: 'renamed' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(client.getSnapshot().user?.nickName).toBe('renamed')
  })

  it('changes nothing for a signed-out client', () => {
    const client = new ApiClient({ baseUrl: '', storage: memoryStorage() })
    client.updateStoredUser({ nickName: 'x' })
    expect(client.user).toBeNull()
  })

  it('builds URLs against the base, with an empty base giving origin-relative paths', () => {
    const relative = new ApiClient({ baseUrl: '', storage: memoryStorage() })
    expect(relative.url('/api/v1/genres')).toBe('/api/v1/genres')
    const absolute = new ApiClient({ baseUrl: 'http://127.0.0.1:3333/', storage: memoryStorage() })
    expect(absolute.url('api/v1/search/ARTIST', { page: 0 })).toBe('http://127.0.0.1:3333/api/v1/search/ARTIST?page=0')
  })
})

describe('contract calls', () => {
  const settings = {
    uuid: 'u-1',
    email: 'fan@kobza.ua',
    pendingEmail: null,
    publicName: 'Фан',
    nickName: 'fan',
    authorities: ['ARTIST'],
  }

  it("send the endpoint's method and path with its parameters encoded, and the body as JSON", async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { message: 'Password successfully changed' }))
    const answer = await client.call(endpoints.accounts.confirmPasswordReset, {
      params: { key: 'a/b c' },
      body: { password: 'Secret#123' },
      bearer: false,
      refreshOn401: false,
    })
    expect(answer).toEqual({ message: 'Password successfully changed' })
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/login/password/reset/confirm/a%2Fb%20c' })
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ password: 'Secret#123' })
  })

  it("check the answer with the endpoint's schema and pass the request options on", async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, settings))
    const controller = new AbortController()
    await expect(client.call(endpoints.accounts.showAccount, { signal: controller.signal })).resolves.toEqual(settings)
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/account' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1')
  })

  it('reject an answer of the wrong shape', async () => {
    const { client } = await setup((_req, res) => json(res, 200, { ...settings, authorities: ['OWNER'] }))
    await expect(client.call(endpoints.accounts.showAccount)).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('pick the schema by status, and answer null for a 204', async () => {
    const { client, server } = await setup((req, res) => {
      if (req.method === 'DELETE') {
        res.statusCode = 204
        res.end()
        return
      }
      json(res, 201, { address: 'addr', balance: '1000' })
    })
    await expect(client.call(endpoints.markets.myLedgerAccount)).resolves.toEqual({ address: 'addr', balance: '1000' })
    await expect(client.call(endpoints.accounts.deleteAccount, { body: { password: 'x' } })).resolves.toBeNull()
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/ledger/my-account',
      'DELETE /api/v1/account',
    ])
  })

  it('refresh once on a 401 and retry, like every other call', async () => {
    const { client, server } = await setup(rotatingTokens())
    await client.call(endpoints.catalogue.genres).catch(() => undefined)
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(1)
    expect(server.calls('/api/v1/genres').map((r) => r.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
  })

  it('check answers with any Standard Schema, not only zod', async () => {
    const positive = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) =>
          typeof value === 'number' && value > 0 ? { value } : { issues: [{ message: 'not positive' }] },
      },
    }
    const endpoint = { method: 'GET', path: '/api/v1/count', responses: { 200: positive } } as const
    let count = 3
    const { client } = await setup((_req, res) => json(res, 200, count--), false)
    await expect(client.call(endpoint)).resolves.toBe(3)
    count = -1
    await expect(client.call(endpoint)).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it("send the query, typed from the endpoint's query schema", async () => {
    // No /api/v1 endpoint takes a query yet: a described one in the contract's shape stands in.
    const genrePage = {
      method: 'GET',
      path: '/api/v1/genres',
      query: pageQuery(9),
      responses: { 200: genreList },
    } as const
    const { client, server } = await setup((_req, res) => json(res, 200, [{ value: 'POP', name: 'Pop' }]), false)
    await expect(client.call(genrePage, { query: { page: 2, size: 9 } })).resolves.toEqual([
      { value: 'POP', name: 'Pop' },
    ])
    expect(server.requests[0]?.url).toBe('/api/v1/genres?page=2&size=9')
  })

  it('refuse to send a path with a parameter missing', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}))
    // @ts-expect-error -- the parameter is required by the endpoint's type as well
    await expect(client.call(endpoints.accounts.confirmEmailChange, {})).rejects.toThrow('missing :key')
    expect(server.requests).toHaveLength(0)
  })

  it('named, send the route with its parameters and check the answer with the endpoint loaded beside it', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { message: 'Password successfully changed' }))
    const answer = await client.callNamed('accounts', 'confirmPasswordReset', {
      params: { key: 'a/b c' },
      body: { password: 'Secret#123' },
      bearer: false,
    })
    expect(answer).toEqual({ message: 'Password successfully changed' })
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/login/password/reset/confirm/a%2Fb%20c' })
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ password: 'Secret#123' })
  })

  it('named, check the answer by status like `call`: a wrong shape rejects, a 204 is null', async () => {
    const { client } = await setup((req, res) => {
      if (req.method === 'DELETE') {
        res.statusCode = 204
        res.end()
        return
      }
      json(res, 200, { ...settings, authorities: ['OWNER'] })
    })
    await expect(client.callNamed('accounts', 'showAccount')).rejects.toBeInstanceOf(InvalidResponseError)
    await expect(client.callNamed('accounts', 'deleteAccount', { body: { password: 'x' } })).resolves.toBeNull()
  })

  it('named, refuse to send a path with a parameter missing', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}))
    // @ts-expect-error -- the parameter is required by the endpoint's type as well
    await expect(client.callNamed('accounts', 'confirmEmailChange', {})).rejects.toThrow('missing :key')
    expect(server.requests).toHaveLength(0)
  })

  it("build the built-in calls' paths from the contract", () => {
    expect(apiPaths.logout('u 1')).toBe('/api/v1/login/logout/u%201')
    expect(apiPaths.refresh).toBe(endpoints.accounts.refresh.path)
  })
})

describe('early responses', () => {
  const early = (url: string, token: string | null, response: Promise<Response>) => [{ url, token, response }]
  const answer = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

  it('takes the response the page started for the same URL and token, once', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }))
    client.adoptEarly(early(`${server.url}/api/v1/profiles/dakha`, 'access-1', answer(200, { early: true })))
    expect(await client.get('/api/v1/profiles/dakha')).toEqual({ early: true })
    expect(server.requests).toHaveLength(0)
    expect(await client.get('/api/v1/profiles/dakha')).toEqual({ fromServer: true })
    expect(server.requests).toHaveLength(1)
  })

  it('sends its own request for another URL, another token or another method', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }))
    client.adoptEarly([
      ...early(`${server.url}/api/v1/profiles/other`, 'access-1', answer(200, { early: true })),
      ...early(`${server.url}/api/v1/profiles/dakha`, 'access-0', answer(200, { early: true })),
    ])
    expect(await client.get('/api/v1/profiles/dakha')).toEqual({ fromServer: true })
    expect(await client.post('/api/v1/profiles/other')).toEqual({ fromServer: true })
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/profiles/dakha', '/api/v1/profiles/other'])
  })

  it('handles an early 401 as its own: refreshes the token and asks again', async () => {
    const { client, server } = await setup(rotatingTokens())
    client.adoptEarly(early(`${server.url}/api/v1/profiles/dakha`, 'access-1', answer(401, errorBody('Unauthorized'))))
    expect(await client.get('/api/v1/profiles/dakha')).toEqual({ ok: true, path: '/api/v1/profiles/dakha' })
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v1/login/token/refresh',
      '/api/v1/profiles/dakha',
    ])
  })

  it('uses an early answer as it arrives, unchecked like a primed one; its own requests are checked', async () => {
    const { client } = await setup((_req, res) => json(res, 200, { fromServer: true }))
    client.adoptEarly(early(`${client.baseUrl}/api/v1/profiles/dakha`, 'access-1', answer(200, { early: true })))
    // Neither answer is a profile: the early one is taken as it came, the client's own is refused.
    await expect(client.callNamed('profiles', 'profile', { params: { id: 'dakha' } })).resolves.toEqual({ early: true })
    await expect(client.callNamed('profiles', 'profile', { params: { id: 'dakha' } })).rejects.toBeInstanceOf(
      InvalidResponseError
    )
  })

  it('checks the answer it asked for itself after an early 401', async () => {
    const { client } = await setup(rotatingTokens())
    client.adoptEarly(
      early(`${client.baseUrl}/api/v1/profiles/dakha`, 'access-1', answer(401, errorBody('Unauthorized')))
    )
    await expect(client.callNamed('profiles', 'profile', { params: { id: 'dakha' } })).rejects.toBeInstanceOf(
      InvalidResponseError
    )
  })

  it('sends the request again when the early one failed on the network', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }))
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => undefined)
    client.adoptEarly(early(`${server.url}/api/v1/profiles/dakha`, 'access-1', failed))
    expect(await client.get('/api/v1/profiles/dakha')).toEqual({ fromServer: true })
    expect(server.requests).toHaveLength(1)
  })
})

describe('primed answers', () => {
  const primedPage = { elements: [{ id: 7 }], page: 0 }
  const primed = [
    { method: 'GET' as const, path: '/api/v1/contents', query: { page: '0', postType: 'PUBLIC' }, body: primedPage },
  ]

  it('answers the matching GET of a visitor once from the page, then asks the server', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }), false)
    client.prime(primed)
    // Key order and value types differ from the primed query: what travels is what counts.
    expect(await client.get('/api/v1/contents', { query: { postType: 'PUBLIC', page: 0 } })).toEqual(primedPage)
    expect(server.requests).toHaveLength(0)
    expect(await client.get('/api/v1/contents', { query: { postType: 'PUBLIC', page: 0 } })).toEqual({
      fromServer: true,
    })
    expect(server.requests).toHaveLength(1)
  })

  it('hands a primed body to a screen synchronously, kept or taken', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }), false)
    client.prime(primed)
    const query = { page: 0, postType: 'PUBLIC' }
    expect(client.primedAnswer('/api/v1/contents', { ...query, postType: 'PREMIUM' })).toBeUndefined()
    expect(client.primedAnswer('/api/v1/contents', query, { keep: true })).toEqual(primedPage)
    expect(client.primedAnswer('/api/v1/contents', query)).toEqual(primedPage)
    expect(client.primedAnswer('/api/v1/contents', query)).toBeUndefined()
    await client.get('/api/v1/contents', { query })
    expect(server.requests).toHaveLength(1)
  })

  it('asks the server when the query differs', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }), false)
    client.prime(primed)
    await client.get('/api/v1/contents', { query: { postType: 'PREMIUM', page: 0 } })
    await client.get('/api/v1/contents', { query: { postType: 'PUBLIC', page: 0, extra: 1 } })
    await client.post('/api/v1/contents', undefined, { query: { postType: 'PUBLIC', page: 0 } })
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v1/contents?postType=PREMIUM&page=0',
      '/api/v1/contents?postType=PUBLIC&page=0&extra=1',
      '/api/v1/contents?postType=PUBLIC&page=0',
    ])
  })

  it('answers a reading POST only for the same JSON body, whatever its key order', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }), false)
    const search = { elements: [{ id: 3 }], totalPages: 1 }
    client.prime([
      {
        method: 'POST',
        path: '/api/v1/legends/search',
        query: { page: '0' },
        requestBody: { eras: [], genres: [] },
        body: search,
      },
    ])
    // Another body, and a GET of the same path, are not what the answer was made for.
    await client.post('/api/v1/legends/search', { eras: ['NINETIES'], genres: [] }, { query: { page: 0 } })
    await client.get('/api/v1/legends/search', { query: { page: 0 } })
    expect(server.requests).toHaveLength(2)
    // An undefined member travels as nothing, as JSON.stringify sends it.
    const body = { genres: [], searchText: undefined, eras: [] }
    expect(await client.post('/api/v1/legends/search', body, { query: { page: 0 } })).toEqual(search)
    expect(server.requests).toHaveLength(2)
    expect(await client.post('/api/v1/legends/search', body, { query: { page: 0 } })).toEqual({ fromServer: true })
  })

  it('answer a named call too, the legends search with its body', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }), false)
    const search = { elements: [], totalPages: 0 }
    const query = { page: 0, size: 9, legendType: 'SONG', isLegend: 'false', sort: 'RECENT' } as const
    client.prime([
      {
        method: 'POST',
        path: '/api/v1/legends/search',
        query: { page: '0', size: '9', legendType: 'SONG', isLegend: 'false', sort: 'RECENT' },
        requestBody: { eras: [], genres: [] },
        body: search,
      },
    ])
    await expect(client.callNamed('legends', 'search', { query, body: { eras: [], genres: [] } })).resolves.toEqual(
      search
    )
    expect(server.requests).toHaveLength(0)
  })

  it('never answers a signed-in user from them: they were made for an anonymous reader', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { fromServer: true }))
    client.prime(primed)
    expect(await client.get('/api/v1/contents', { query: { page: 0, postType: 'PUBLIC' } })).toEqual({
      fromServer: true,
    })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1')
  })
})
