import { createApiClient, versionHeader, type ApiClient, type EarlyResponse } from '@kobza/api-client'
import { primedAnswersElementId, type PrimedAnswer } from '@kobza/contract'
import type { RequestActivity } from '../shared/network/activity'
import { cachedAnswerHeader, type VersionWatch } from '../shared/network/versionWatch'

/**
 * The browser's client: the API serves this app from its own origin, so requests are
 * origin-relative (in dev, Vite proxies /api). Every request is tracked for the slow-network
 * banner, and its front-end version noted for the new-version offer. It starts with the answers the server put into the page, if any, and the requests
 * the page started before the app ran.
 */
export function createBrowserApiClient(activity: RequestActivity, version?: VersionWatch): ApiClient {
  const client = createApiClient({
    baseUrl: '',
    storage: window.localStorage,
    fetch: async (input, init) => {
      const response = await activity.track(globalThis.fetch(input, init))
      // Every answer's front-end version (spec 000 §7), for the new-version offer.
      if (!response.headers.has(cachedAnswerHeader)) version?.observe(response.headers.get(versionHeader))
      return response
    },
  })
  client.prime(answersInPage())
  client.adoptEarly(earlyResponses())
  return client
}

/** The requests public/early-answers.js started before the app ran, if it ran first. */
function earlyResponses(): EarlyResponse[] {
  const early = (window as { __kobzaEarly?: unknown }).__kobzaEarly
  return Array.isArray(early) ? (early as EarlyResponse[]) : []
}

/** The page's primed answers (a page without them, e.g. Vite's dev server, has none). */
function answersInPage(): PrimedAnswer[] {
  const element = document.getElementById(primedAnswersElementId)
  if (!element?.textContent) return []
  element.remove()
  try {
    const answers: unknown = JSON.parse(element.textContent)
    return Array.isArray(answers) ? (answers as PrimedAnswer[]) : []
  } catch {
    // A damaged page costs only the shortcut: the app asks the API as usual.
    return []
  }
}
