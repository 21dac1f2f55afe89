import { describe, expect, it, vi } from 'vitest'
import { HttpError } from 'react-admin'
import { ApiClient, memoryStorage, storageKeys } from '@kobza/api-client'
import { createDataProvider } from './dataProvider.ts'

const user = { uuid: 'u-1', nickName: 'mod', publicName: 'Moderator', avatar: null, authorities: ['MODERATOR'] }

interface Sent {
  url: string
  method: string
  headers: Headers
  body: string | undefined
}

/** A console client whose fetch answers with `answer`; the refresh endpoint hands out access-2. */
function consoleWith(answer: (sent: Sent) => Response) {
  const sent: Sent[] = []
  const storage = memoryStorage()
  storage.setItem(storageKeys.user, JSON.stringify(user))
  storage.setItem(storageKeys.accessToken, 'access-1')
  storage.setItem(storageKeys.refreshToken, 'refresh-1')
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body as string }
    sent.push(request)
    if (url === '/api/v1/login/token/refresh')
      return Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' })
    return answer(request)
  })
  const client = new ApiClient({ baseUrl: '', storage, fetch })
  return { dataProvider: createDataProvider(client), sent }
}

const unauthorized = () => Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })

describe('the console data provider', () => {
  it("lists through the API client: the bearer, the client's headers and the total from Content-Range", async () => {
    const { dataProvider, sent } = consoleWith(() =>
      Response.json([{ id: 1 }, { id: 2 }], { headers: { 'content-range': 'users 0-1/12' } })
    )
    const page = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 })
    expect(sent[0]?.url).toMatch(/^\/admin\/api\/users\?/)
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer access-1')
    expect(sent[0]?.headers.get('accept')).toBe('application/json')
    expect(sent[0]?.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate')
  })

  it('refreshes once on a 401 and retries, with the body sent again', async () => {
    const { dataProvider, sent } = consoleWith((request) =>
      request.headers.get('authorization') === 'Bearer access-2'
        ? Response.json({ id: 5, status: 'REFUNDED' })
        : unauthorized()
    )
    await expect(dataProvider.refundGreetingOrder(5, 'duplicate')).resolves.toEqual({ id: 5, status: 'REFUNDED' })
    const refunds = sent.filter((request) => request.url === '/admin/api/greeting-orders/5/refunds')
    expect(refunds.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    expect(refunds.map((request) => JSON.parse(request.body ?? ''))).toEqual([
      { reason: 'duplicate' },
      { reason: 'duplicate' },
    ])
    expect(sent.filter((request) => request.url === '/api/v1/login/token/refresh')).toHaveLength(1)
  })

  it('retries only once: a second 401 reaches react-admin as a 401 HttpError', async () => {
    const { dataProvider, sent } = consoleWith(unauthorized)
    const error = await dataProvider.dashboard().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(401)
    expect(sent.filter((request) => request.url === '/admin/api/dashboard')).toHaveLength(2)
  })

  it("shows the API's own message as a translation key", async () => {
    const { dataProvider } = consoleWith(() =>
      Response.json({ errors: [{ message: 'Only active users can be blocked' }] }, { status: 422 })
    )
    const error = await dataProvider.delete('users', { id: 3, meta: { reason: 'spam' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(422)
    expect((error as HttpError).body).toEqual({ errors: [{ message: 'Only active users can be blocked' }] })
  })

  it('exports the audit log as the CSV the server streams', async () => {
    const { dataProvider, sent } = consoleWith(
      () => new Response('id\r\n7\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
    )
    const blob = await dataProvider.exportAuditLog({ filter: { action: 'x' }, sort: { field: 'id', order: 'DESC' } })
    expect(await blob.text()).toBe('id\r\n7\r\n')
    expect(sent[0]?.url).toContain('/admin/api/audit-logs/export?filter=')
  })
})
