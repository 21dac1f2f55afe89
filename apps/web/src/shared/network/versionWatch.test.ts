import { describe, expect, it, vi } from 'vitest'
import { createBrowserApiClient } from '../../app/browserClient'
import { createRequestActivity } from './activity'
import { cachedAnswerHeader, createVersionWatch } from './versionWatch'

describe('the new-version check', () => {
  it('takes the first version the API answers with as the running one, and a different later one as new', () => {
    const watch = createVersionWatch()
    const listener = vi.fn()
    watch.subscribe(listener)
    watch.observe(null)
    watch.observe('1.4.0')
    watch.observe('1.4.0')
    expect(watch.getSnapshot()).toBe(false)
    watch.observe('1.5.0')
    watch.observe('1.6.0')
    expect(watch.getSnapshot()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('counts a waiting service worker as a new version; Reload lets it take over before reloading', async () => {
    const watch = createVersionWatch()
    const order: string[] = []
    watch.workerWaiting(async () => {
      order.push('activate')
    })
    expect(watch.getSnapshot()).toBe(true)
    await new Promise<void>((resolve) =>
      watch.reload(() => {
        order.push('reload')
        resolve()
      })
    )
    expect(order).toEqual(['activate', 'reload'])
  })

  it('reloads at once when no worker waits', () => {
    const watch = createVersionWatch()
    const reload = vi.fn()
    watch.reload(reload)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reads every answer of the browser client, but not those the worker served from its cache offline', async () => {
    const watch = createVersionWatch()
    const answers: Record<string, string>[] = [
      { 'x-frontend-version': '2.0.0' },
      { 'x-frontend-version': '1.0.0', [cachedAnswerHeader]: '1' },
      { 'x-frontend-version': '2.0.0' },
    ]
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const headers = answers.shift() ?? { 'x-frontend-version': '2.1.0' }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json', ...headers } })
    })
    try {
      const client = createBrowserApiClient(createRequestActivity(), watch)
      for (let index = 0; index < 3; index += 1) await client.request('GET', '/api/v1/anything')
      expect(watch.getSnapshot()).toBe(false)
      await client.request('GET', '/api/v1/anything')
      expect(watch.getSnapshot()).toBe(true)
      // The client still stores the version as spec 000 §7 asks.
      expect(client.frontendVersion).toBe('2.1.0')
    } finally {
      fetch.mockRestore()
    }
  })
})
