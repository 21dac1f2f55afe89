import { statSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import logger from '@adonisjs/core/services/logger'
import type { PrimedAnswer, ServerRenderState } from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { keepNewest } from '#core/bounded_map'

/*
 * Public pages rendered on the server (issue 35): the web app's server build (apps/web's
 * entry-server, kobzaConfig.webServerEntry) renders a page from the answers its page primers
 * read through the domains' use cases (#core/page_primers), for a visitor without a session.
 * A missing build or a render that fails gives undefined, and the page is served as index.html
 * with its primed answers, as before: never an error page.
 */

export type Language = ServerRenderState['language']

interface ServerEntry {
  renderPage(url: string, language: Language, answers: readonly PrimedAnswer[]): Promise<RenderedPage>
}

export interface RenderedPage {
  html: string
  state: ServerRenderState
  /** A guarded route's guest preview: replaced by the app, never hydrated, so sent without its state. */
  preview?: boolean
}

/** How often the build's file is checked on disk: a deploy shows within it, as index.html does. */
const CHECK_EVERY_MS = 2000
const CACHE_ENTRIES = 500

let loaded: { file: string; mtimeMs: number; checkedAt: number; entry: Promise<ServerEntry | undefined> } | undefined
const missingLogged = new Set<string>()

function serverEntry(): Promise<ServerEntry | undefined> {
  const file = kobzaConfig.webServerEntry
  if (!file) return Promise.resolve(undefined)
  const now = Date.now()
  if (loaded && loaded.file === file && now - loaded.checkedAt < CHECK_EVERY_MS) return loaded.entry
  let mtimeMs: number
  try {
    mtimeMs = statSync(file).mtimeMs
  } catch {
    if (!missingLogged.has(file)) {
      missingLogged.add(file)
      logger.info({ file }, 'no server build of the web app: pages are served without a server render')
    }
    loaded = { file, mtimeMs: -1, checkedAt: now, entry: Promise.resolve(undefined) }
    return loaded.entry
  }
  if (loaded && loaded.file === file && loaded.mtimeMs === mtimeMs) {
    loaded.checkedAt = now
    return loaded.entry
  }
  // A new build is a new module URL, so a deploy replaces the renderer without a restart.
  const entry = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
    (module: Partial<ServerEntry>) => (typeof module.renderPage === 'function' ? (module as ServerEntry) : undefined),
    (error: unknown) => {
      logger.warn(
        { err: error, file },
        'the server build of the web app failed to load: pages are served without a server render'
      )
      return undefined
    }
  )
  loaded = { file, mtimeMs, checkedAt: now, entry }
  return entry
}

const cache = new Map<string, { at: number; rendered: Promise<RenderedPage | undefined> }>()

/**
 * The page at `url` (path and query) rendered for a visitor without a session. Anonymous renders
 * are the same for everyone, so one is kept for kobzaConfig.pageCacheMs (1 s by default) and
 * shared by the requests that arrive meanwhile (one render, however many wait for it).
 */
export function renderedPage(
  url: string,
  language: Language,
  answers: () => Promise<PrimedAnswer[]>
): Promise<RenderedPage | undefined> {
  const key = `${language} ${url}`
  const now = Date.now()
  const known = cache.get(key)
  if (known && now - known.at < kobzaConfig.pageCacheMs) return known.rendered
  const rendered = render(url, language, answers)
  if (kobzaConfig.pageCacheMs > 0) keepNewest(cache, key, { at: now, rendered }, CACHE_ENTRIES)
  return rendered
}

async function render(
  url: string,
  language: Language,
  answers: () => Promise<PrimedAnswer[]>
): Promise<RenderedPage | undefined> {
  const entry = await serverEntry()
  if (!entry) return undefined
  try {
    return await entry.renderPage(url, language, await answers())
  } catch (error) {
    logger.warn({ err: error, url }, 'a server render failed; the page is served without it')
    return undefined
  }
}

/** Forgets every kept render (tests change the data behind a page within the cache's time). */
export function forgetRenderedPages(): void {
  cache.clear()
}

/**
 * The language the app will pick (apps/web's detectLanguage) as far as the server can tell:
 * `?lang=`, else the browser's language. A choice remembered in the browser is checked by the
 * page's gate script, which drops the render when it differs.
 */
export function renderLanguage(query: URLSearchParams, acceptLanguage: string | undefined): Language {
  const asked = query.get('lang')
  if (asked === 'uk' || asked === 'en') return asked
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('uk') ? 'uk' : 'en'
}
