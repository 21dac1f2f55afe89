import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { routePagesFile, type RoutePage } from '@kobza/contract'

/** How often the list is checked on disk: a deploy shows within it, as index.html does. */
const CHECK_EVERY_MS = 1000

interface CompiledPages {
  mtimeMs: number
  checkedAt: number
  pages: { match: RegExp; page: string }[]
}

/**
 * `/profile/:nickName` → /^\/profile\/(?<nickName>[^/]+)\/?$/: a parameter is one non-empty
 * segment, captured under its name (the page heads read them, #core/page_heads).
 */
export function compileRoutePattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    )
  return new RegExp(`^/${segments.join('/')}/?$`)
}

/**
 * The web build's pages for its routes (@kobza/contract's routePagesFile): which file a client
 * route is answered with instead of index.html. A build without the list, or with a broken
 * one, serves index.html everywhere, as before the pages existed.
 */
export class RoutePages {
  #byRoot = new Map<string, CompiledPages>()

  /** The page (a path relative to `root`) for a client route's path, undefined for index.html. */
  pageFor(root: string, path: string): string | undefined {
    return this.#pages(root).find((candidate) => candidate.match.test(path))?.page
  }

  /**
   * Whether `path` is none of the app's routes: the list names every route but `/` (the
   * entry's own page). Without a list (a build without one) nothing is known to be missing.
   */
  isUnknown(root: string, path: string): boolean {
    if (path === '/' || path === '') return false
    const pages = this.#pages(root)
    return pages.length > 0 && !pages.some((candidate) => candidate.match.test(path))
  }

  #pages(root: string): CompiledPages['pages'] {
    const known = this.#byRoot.get(root)
    const now = Date.now()
    if (known && now - known.checkedAt < CHECK_EVERY_MS) return known.pages
    const file = join(root, routePagesFile)
    let mtimeMs = -1
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      // No list in this build.
    }
    if (known && known.mtimeMs === mtimeMs) {
      known.checkedAt = now
      return known.pages
    }
    const pages = mtimeMs < 0 ? [] : this.#read(file)
    this.#byRoot.set(root, { mtimeMs, checkedAt: now, pages })
    return pages
  }

  #read(file: string): CompiledPages['pages'] {
    try {
      const listed = JSON.parse(readFileSync(file, 'utf8')) as RoutePage[]
      return listed
        .filter(
          (entry) => typeof entry.pattern === 'string' && typeof entry.page === 'string' && !entry.page.includes('..')
        )
        .map((entry) => ({ match: compileRoutePattern(entry.pattern), page: entry.page }))
    } catch {
      return []
    }
  }
}
