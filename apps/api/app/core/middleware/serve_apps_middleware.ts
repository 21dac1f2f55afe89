import { extname, join, normalize, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import kobzaConfig from '#config/kobza'
import { StaticFiles } from '#core/middleware/static_files'

/** Paths the API answers; everything else under GET/HEAD is an app file or an app route. */
const API_PREFIXES = ['/api/', '/admin/api/', '/health', '/ledger/', '/payments/', '/__transmit/']
const API_EXACT = new Set(API_PREFIXES.map((prefix) => prefix.replace(/\/$/, '')))

/** Vite fingerprints everything under assets/, so those never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and unhashed files: cached, but checked (cheaply, by ETag) before each use. */
const REVALIDATE = 'no-cache'
/** index.html plus preloads of what the home screen loads; absent from older builds, then index.html serves. */
const HOME_PAGE = 'home.html'

function isApiPath(path: string) {
  if (API_EXACT.has(path)) return true
  for (const prefix of API_PREFIXES) if (path.startsWith(prefix)) return true
  return false
}

/**
 * In production one process is the whole platform: the built web app at `/`, the
 * admin console at `/admin`, both with SPA fallback to their index.html.
 */
export default class ServeAppsMiddleware {
  #files = new StaticFiles()

  handle(ctx: HttpContext, next: NextFn) {
    if (!kobzaConfig.serveApps) return next()
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const url = ctx.request.url()
    if (isApiPath(url)) return next()

    let path: string
    try {
      path = decodeURIComponent(url)
    } catch {
      return next()
    }
    const isAdmin = path === '/admin' || path.startsWith('/admin/')
    const root = isAdmin ? kobzaConfig.adminDist : kobzaConfig.webDist
    const relative = isAdmin ? path.slice('/admin'.length) || '/' : path
    const file = this.resolveInside(root, relative)

    // `/` gets the web app's page that also preloads the home screen's chunks (apps/web/vite.config.ts).
    if (!isAdmin && relative === '/' && this.#files.serve(ctx, join(root, HOME_PAGE), REVALIDATE, true)) return
    const immutable = relative.startsWith('/assets/')
    if (file && file !== root && this.#files.serve(ctx, file, immutable ? IMMUTABLE : REVALIDATE, !immutable)) return
    // Missing files with an extension are real 404s; extensionless paths are client routes.
    if (extname(relative) === '' && this.#files.serve(ctx, join(root, 'index.html'), REVALIDATE, true)) return
    return next()
  }

  /** Joins a URL path to a folder, refusing anything that climbs out of it. */
  private resolveInside(root: string, urlPath: string): string | null {
    const candidate = normalize(join(root, urlPath))
    if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    return candidate
  }
}
