import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '@kobza/api-client'
import { fillPath, routes } from '@kobza/contract/routes'
import { createRequestActivity } from '../shared/network/activity'
import { createBrowserApiClient } from './browserClient'

/*
 * public/early-answers.js is a plain script: it cannot import the contract, so this runs it in
 * the page as the browser would and checks that what it asks is what the app's client asks.
 */
const script = readFileSync(join(__dirname, '..', '..', 'public', 'early-answers.js'), 'utf8')
type EarlyWindow = Window & { __kobzaEarly?: Array<{ url: string; token: string }> }

function runScriptAt(path: string) {
  window.history.replaceState(null, '', path)
  new Function(script)()
}

const profileAnswer = { uuid: 'u-1', nickName: 'Дахa Браха' }
const fetchStub = vi.fn(
  async () =>
    new Response(JSON.stringify(profileAnswer), { status: 200, headers: { 'content-type': 'application/json' } })
)

afterEach(() => {
  delete (window as EarlyWindow).__kobzaEarly
  localStorage.clear()
  fetchStub.mockClear()
  vi.unstubAllGlobals()
})

describe('early answers', () => {
  it('starts a signed-in reader’s profile request, which the app’s client then takes', async () => {
    vi.stubGlobal('fetch', fetchStub)
    localStorage.setItem(storageKeys.accessToken, 'token-1')
    runScriptAt(`/profile/${encodeURIComponent('Дахa Браха')}`)
    const path = fillPath(routes.profiles.profile.path, { id: 'Дахa Браха' })
    expect((window as EarlyWindow).__kobzaEarly?.map(({ url, token }) => ({ url, token }))).toEqual([
      { url: path, token: 'token-1' },
    ])
    expect(fetchStub).toHaveBeenCalledTimes(1)
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1')

    const client = createBrowserApiClient(createRequestActivity())
    expect(await client.get(path)).toEqual(profileAnswer)
    // The client sent nothing itself.
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('starts nothing for a guest or on another page', () => {
    vi.stubGlobal('fetch', fetchStub)
    runScriptAt('/profile/dakha')
    localStorage.setItem(storageKeys.accessToken, 'token-1')
    runScriptAt('/hall-of-fame')
    runScriptAt('/profile/dakha/subscribers')
    expect(fetchStub).not.toHaveBeenCalled()
    expect((window as EarlyWindow).__kobzaEarly).toBeUndefined()
  })
})
