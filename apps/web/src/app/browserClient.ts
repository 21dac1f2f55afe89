import { createApiClient, type ApiClient } from '@kobza/api-client'
import type { RequestActivity } from '../shared/network/activity'

/**
 * The browser's client: the API serves this app from its own origin, so requests are
 * origin-relative (in dev, Vite proxies /api). Every request is tracked for the slow-network banner.
 */
export function createBrowserApiClient(activity: RequestActivity): ApiClient {
  return createApiClient({
    baseUrl: '',
    storage: window.localStorage,
    fetch: (input, init) => activity.track(globalThis.fetch(input, init)),
  })
}
