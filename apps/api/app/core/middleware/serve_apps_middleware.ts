import { existsSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import kobzaConfig from '#config/kobza'

const API_PREFIXES = ['/api/', '/admin/api/', '/health', '/ledger/', '/payments/']

/**
 * In production one process is the whole platform: the built web app at `/`, the
 * admin console at `/admin`, both with SPA fallback to their index.html.
 */
export default class ServeAppsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const path = decodeURIComponent(ctx.request.url())
    if (!kobzaConfig.serveApps || (method !== 'GET' && method !== 'HEAD')) return next()
    if (API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return next()

    const isAdmin = path === '/admin' || path.startsWith('/admin/')
    const root = isAdmin ? kobzaConfig.adminDist : kobzaConfig.webDist
    const relative = isAdmin ? path.slice('/admin'.length) || '/' : path
    const file = this.resolveInside(root, relative)

    if (file && existsSync(file) && statSync(file).isFile()) {
      // Vite fingerprints everything under assets/, so those never change under one name.
      const immutable = relative.startsWith('/assets/')
      ctx.response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      return ctx.response.download(file, true)
    }
    // Missing files with an extension are real 404s; extensionless paths are client routes.
    if (extname(relative) === '' && existsSync(join(root, 'index.html'))) {
      ctx.response.header('cache-control', 'no-cache')
      return ctx.response.download(join(root, 'index.html'), true)
    }
    return next()
  }

  /** Joins a URL path to a folder, refusing anything that climbs out of it. */
  private resolveInside(root: string, urlPath: string): string | null {
    const candidate = normalize(join(root, urlPath))
    if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    return candidate
  }
}
