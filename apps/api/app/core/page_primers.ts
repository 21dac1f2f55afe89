import logger from '@adonisjs/core/services/logger'
import type { PrimedAnswer, ServerTime } from '@kobza/contract'
import { compileRoutePattern } from '#core/middleware/route_pages'

/*
 * Pages of the web app can carry the answers to their first API calls (@kobza/contract's
 * primed.ts): a domain registers a primer for a page path, the app-serving middleware runs the
 * page's primers and embeds what they return. Core code only runs them, so it names no domain.
 */
export type PagePrimer = (params: Record<string, string>) => Promise<PrimedAnswer[]>

const primers: Array<{ match: RegExp; primer: PagePrimer }> = []

/** `pattern` in the web app's route syntax (`/hall-of-fame/:uuid`); a page may have several primers. */
export function registerPagePrimer(pattern: string, primer: PagePrimer): void {
  primers.push({ match: compileRoutePattern(pattern), primer })
}

/**
 * A page the server renders from the app alone (its text ships in the app: the legal
 * documents): a primer with no answers, so the page is rendered as the primed ones are.
 */
export function registerRenderedPage(pattern: string): void {
  registerPagePrimer(pattern, () => Promise.resolve([]))
}

export function hasPagePrimers(page: string): boolean {
  return primers.some(({ match }) => match.test(page))
}

/**
 * Every answer the page's primers give. A primer that fails costs the page its answers, not
 * the page: the app then asks the API itself, as it would without them.
 */
export async function primedAnswers(page: string): Promise<PrimedAnswer[]> {
  const settled = await Promise.allSettled(
    primers.flatMap(({ match, primer }) => {
      const found = match.exec(page)
      return found ? [primer({ ...found.groups })] : []
    })
  )
  return settled.flatMap((outcome) => {
    if (outcome.status === 'fulfilled') return outcome.value
    logger.warn({ err: outcome.reason, page }, 'a page primer failed; the page is served without its answers')
    return []
  })
}

/** GET /api/v1/getServerTime's answer (spec 000 §4), here so a primer can give it too. */
export function serverTimeNow(): ServerTime {
  const now = new Date()
  return { serverTime: now.toISOString(), epochSeconds: Math.floor(now.getTime() / 1000) }
}
