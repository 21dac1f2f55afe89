import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryStorage } from '@kobza/api-client'
import type { Authority } from '@kobza/contract'
import { createAuthProvider, consoleOnlyMessage } from './authProvider.ts'
import { createConsoleClient } from './session.ts'

/* A stand-in for the API's login and logout over real HTTP: one account per authority set. */
const accounts: Record<string, Authority[]> = {
  'judge@kobza.local': ['JUDGE_HALL_OF_FAME'],
  'artist@kobza.local': ['ARTIST'],
}
const loggedOut: string[] = []
let server: Server
let baseUrl = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.url === '/api/v1/login') {
        const { username } = JSON.parse(body) as { username: string }
        const authorities = accounts[username]
        if (!authorities) {
          response.statusCode = 401
          response.end(JSON.stringify({ errors: [{ message: 'Invalid email or password' }] }))
          return
        }
        response.end(
          JSON.stringify({
            avatar: null,
            nickName: 'n',
            publicName: username,
            uuid: `uuid-${username}`,
            authorities,
            access_token: 'a',
            refresh_token: 'r',
          })
        )
        return
      }
      if (request.url?.startsWith('/api/v1/login/logout/')) {
        loggedOut.push(decodeURIComponent(request.url.split('/').pop() ?? ''))
        response.statusCode = 204
        response.end()
        return
      }
      response.statusCode = 404
      response.end(JSON.stringify({ errors: [{ message: 'not found' }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('console auth provider', () => {
  it('lets a judge in and reports the authorities as permissions', async () => {
    const client = createConsoleClient(memoryStorage(), baseUrl)
    const auth = createAuthProvider(client)
    await auth.login({ username: 'judge@kobza.local', password: 'x' })
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
    await expect(auth.getPermissions!({})).resolves.toEqual(['JUDGE_HALL_OF_FAME'])
  })

  it('refuses an artist and signs that session out again', async () => {
    const client = createConsoleClient(memoryStorage(), baseUrl)
    const auth = createAuthProvider(client)
    await expect(auth.login({ username: 'artist@kobza.local', password: 'x' })).rejects.toThrow(consoleOnlyMessage)
    expect(loggedOut).toContain('uuid-artist@kobza.local')
    await expect(auth.checkAuth({})).rejects.toThrow()
  })

  it("passes the API's message through on wrong credentials", async () => {
    const auth = createAuthProvider(createConsoleClient(memoryStorage(), baseUrl))
    await expect(auth.login({ username: 'ghost@kobza.local', password: 'x' })).rejects.toThrow(
      'Invalid email or password'
    )
  })

  it('treats a 401 as the end of the session but not a 403', async () => {
    const auth = createAuthProvider(createConsoleClient(memoryStorage(), baseUrl))
    await expect(auth.checkError({ status: 401 })).rejects.toThrow()
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined()
  })

  it('keeps its session apart from the web app on the same origin', async () => {
    const storage = memoryStorage()
    const auth = createAuthProvider(createConsoleClient(storage, baseUrl))
    await auth.login({ username: 'judge@kobza.local', password: 'x' })
    expect([...storage.entries.keys()].every((key) => key.startsWith('console:'))).toBe(true)
  })
})
