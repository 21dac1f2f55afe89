import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorBody, versionHeader } from '@kobza/contract'
import { ApiClient, noCacheHeaders, type UploadProgress } from './client.js'
import { NetworkError, SessionExpiredError } from './errors.js'
import { memoryStorage, storageKeys } from './storage.js'
import { closedPortUrl, delay, json, startServer, type Handler, type TestServer } from './test-support/server.js'
import { FetchBackedXhr } from './test-support/xhr.js'

const user = { uuid: 'u-1', nickName: 'dakha', publicName: 'ДахаБраха', avatar: null, authorities: ['ARTIST'] }

let server: TestServer | undefined
beforeEach(() => {
  FetchBackedXhr.opened = []
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await server?.close()
  server = undefined
})

async function setup(handler: Handler) {
  server = await startServer(handler)
  const storage = memoryStorage()
  storage.setItem(storageKeys.user, JSON.stringify(user))
  storage.setItem(storageKeys.accessToken, 'access-1')
  storage.setItem(storageKeys.refreshToken, 'refresh-1')
  const onSessionExpired = vi.fn()
  const client = new ApiClient({ baseUrl: server.url, storage, onSessionExpired })
  return { client, storage, onSessionExpired, server }
}

function song() {
  const form = new FormData()
  form.append('comment', 'Слава')
  form.append('file', new Blob([new Uint8Array(4096)], { type: 'audio/mpeg' }), 'song.mp3')
  return form
}

describe('uploads with progress', () => {
  it('go through XMLHttpRequest with the bearer, no-cache headers, and report the bytes sent', async () => {
    const { client, server } = await setup((_req, res) => json(res, 201, { id: 7 }, { [versionHeader]: '2.0.0' }))
    const progress: UploadProgress[] = []
    const answer = await client.post('/api/v1/contents/u-1', song(), { onUploadProgress: (p) => progress.push(p) })
    expect(answer).toEqual({ id: 7 })
    expect(FetchBackedXhr.opened).toHaveLength(1)
    const [request] = server.requests
    expect(request?.headers.authorization).toBe('Bearer access-1')
    expect(request?.headers['cache-control']).toBe(noCacheHeaders['Cache-Control'])
    expect(request?.headers.pragma).toBe('no-cache')
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(request?.body).toContain('Слава')
    expect(progress.length).toBe(2)
    expect(progress[1]!.loaded).toBe(progress[1]!.total)
    expect(progress[1]!.total).toBeGreaterThan(4096)
    expect(progress[0]!.loaded).toBeLessThan(progress[1]!.loaded)
    // The answer's version header is read from the XHR's headers like from fetch's.
    expect(client.frontendVersion).toBe('2.0.0')
  })

  it('refresh the session once on a 401 and send the whole body again with the new token', async () => {
    const { client, server, storage } = await setup((req, res) => {
      if (req.url === '/api/v1/login/token/refresh')
        return json(res, 200, { access_token: 'access-2', refresh_token: 'refresh-2' })
      if (req.headers.authorization !== 'Bearer access-2') return json(res, 401, errorBody('Unauthorized'))
      json(res, 201, { id: 8 })
    })
    const onUploadProgress = vi.fn()
    await expect(client.post('/api/v1/contents/u-1', song(), { onUploadProgress })).resolves.toEqual({ id: 8 })
    const uploads = server.calls('/api/v1/contents/u-1')
    expect(uploads.map((r) => r.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2'])
    expect(uploads[1]?.body).toContain('Слава')
    expect(server.calls('/api/v1/login/token/refresh')).toHaveLength(1)
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-2')
    // Both sends went through XHR and reported their progress.
    expect(FetchBackedXhr.opened).toHaveLength(2)
    expect(onUploadProgress).toHaveBeenCalledTimes(4)
  })

  it('retry only once: a second 401 ends the session', async () => {
    const { client, server, onSessionExpired } = await setup((req, res) => {
      if (req.url === '/api/v1/login/token/refresh') return json(res, 401, errorBody('Refresh token expired'))
      json(res, 401, errorBody('Unauthorized'))
    })
    const error = await client.post('/api/v1/contents/u-1', song(), { onUploadProgress: () => {} }).catch((e) => e)
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(server.calls('/api/v1/contents/u-1')).toHaveLength(1)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('abort with the signal: the request is cancelled and rejects with the abort, not a NetworkError', async () => {
    const { client } = await setup(async (_req, res) => {
      await delay(2000)
      json(res, 201, {})
    })
    const controller = new AbortController()
    const pending = client.post('/api/v1/contents/u-1', song(), {
      signal: controller.signal,
      onUploadProgress: () => controller.abort(),
    })
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(NetworkError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('refuse to start when the signal is already aborted', async () => {
    const { client, server } = await setup((_req, res) => json(res, 201, {}))
    const controller = new AbortController()
    controller.abort()
    const error = await client
      .post('/api/v1/contents/u-1', song(), { signal: controller.signal, onUploadProgress: () => {} })
      .catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
    expect(server.requests).toHaveLength(0)
  })

  it('report a server that cannot be reached as a NetworkError', async () => {
    const client = new ApiClient({ baseUrl: await closedPortUrl(), storage: memoryStorage() })
    const error = await client.post('/api/v1/contents/u-1', song(), { onUploadProgress: () => {} }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkError)
  })
})

describe('exchange', () => {
  it("gives the answer's status and headers beside the body, after the same one refresh", async () => {
    const { client, server } = await setup((req, res) => {
      if (req.url === '/api/v1/login/token/refresh')
        return json(res, 200, { access_token: 'access-2', refresh_token: 'refresh-2' })
      if (req.headers.authorization !== 'Bearer access-2') return json(res, 401, errorBody('Unauthorized'))
      json(res, 200, [{ id: 1 }], { 'content-range': 'users 0-0/1' })
    })
    const answer = await client.exchange('GET', '/admin/api/users')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-range')).toBe('users 0-0/1')
    expect(answer.data).toEqual([{ id: 1 }])
    expect(server.calls('/admin/api/users')).toHaveLength(2)
  })
})
