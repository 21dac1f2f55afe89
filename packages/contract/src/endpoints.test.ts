import { initClient, isAppRoute, validateResponse, type AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { loginRequest, signUpRequest } from './accounts.js'
import { endpoints } from './endpoints.js'
import { apiPrefix, ledgerNodeBase, listRoutes, pathOf, routes } from './routes.js'

function flatten(table: Record<string, Record<string, { method: string; path: string }>>) {
  return Object.entries(table).flatMap(([domain, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({
      key: `${domain}.${name}`,
      method: entry.method,
      path: entry.path,
    }))
  )
}

describe('endpoints', () => {
  it('describe exactly the routes of the zod-free table, with the same method and path', () => {
    const described = flatten(endpoints as unknown as Record<string, Record<string, AppRoute>>)
    expect(described).toEqual(flatten(routes))
    for (const domain of Object.values(endpoints)) {
      for (const endpoint of Object.values(domain)) expect(isAppRoute(endpoint)).toBe(true)
    }
  })

  it("drive ts-rest's own client: paths filled, zod 4 answers checked through Standard Schema", async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = []
    let answer: unknown = { message: 'Password successfully changed' }
    const client = initClient(endpoints, {
      baseUrl: 'http://kobza.test',
      // A custom fetcher validates for itself (ts-rest's own fetcher calls the same function).
      api: async ({ method, path, body, route }) => {
        sent.push({ method, path, body })
        const checked = validateResponse({ appRoute: route, response: { status: 200, body: answer } })
        return { status: checked.status, body: checked.body, headers: new Headers() }
      },
    })
    const reset = await client.accounts.confirmPasswordReset({
      params: { key: 'k1' },
      body: { password: 'Secret#123' },
    })
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password successfully changed' } })
    expect(sent[0]).toEqual({
      method: 'POST',
      path: 'http://kobza.test/api/v1/login/password/reset/confirm/k1',
      body: JSON.stringify({ password: 'Secret#123' }),
    })
    answer = { message: 42 }
    await expect(client.accounts.changePassword({ body: { currentPassword: 'a', newPassword: 'b' } })).rejects.toThrow(
      'Response validation failed'
    )
  })

  it('carry the schemas the controllers validate with', () => {
    expect(endpoints.accounts.login.body).toBe(loginRequest)
    expect(endpoints.accounts.signUp.body).toBe(signUpRequest)
  })

  it('parse real answers with their answer schemas', () => {
    expect(endpoints.health.serverTime.responses[200].parse({ serverTime: 'now', epochSeconds: 1 })).toEqual({
      serverTime: 'now',
      epochSeconds: 1,
    })
    expect(endpoints.markets.myLedgerAccount.responses[201].safeParse({ address: 'a', balance: 5 }).success).toBe(false)
  })
})

describe('routes', () => {
  it('all live under the spec prefix, once each', () => {
    const list = listRoutes()
    for (const route of list) expect(route.path.startsWith(`${apiPrefix}/`)).toBe(true)
    const keys = list.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    // Mounts (wildcard tails) come after every plain route, so the plain routes take precedence.
    const firstMount = list.findIndex((route) => route.path.endsWith('/*'))
    expect(list.slice(firstMount).every((route) => route.path.endsWith('/*'))).toBe(true)
    expect(list).toContainEqual({ domain: 'markets', name: 'ledgerNode', method: 'ANY', path: '/api/v1/ledger/*' })
  })

  it('fill path parameters URI-encoded and refuse a missing one', () => {
    expect(pathOf(routes.accounts.logout, { uuid: 'a b/c' })).toBe('/api/v1/login/logout/a%20b%2Fc')
    expect(pathOf(routes.accounts.login)).toBe('/api/v1/login')
    expect(() => pathOf(routes.accounts.confirmEmailChange, { key: '' })).toThrow(
      '/api/v1/account/email/confirm/:key: missing :key'
    )
  })

  it('give the ledger node its base URL', () => {
    expect(ledgerNodeBase).toBe('/api/v1/ledger')
  })
})
