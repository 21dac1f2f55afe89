import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  primedAnswersElementId,
  serverPreviewAttribute,
  serverRenderedAttribute,
  serverRenderElementId,
  serverRenderAppScriptsAttribute,
  serverRenderGateId,
  serverRenderGateScript,
} from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { preferredEncoding, varyOnAcceptEncoding, type Encoding } from '#core/middleware/accept_encoding'
import { RoutePages } from '#core/middleware/route_pages'
import { withStyleHashes } from '#core/middleware/security_headers_middleware'
import { StaticFiles } from '#core/middleware/static_files'
import { notFoundHead, pageHead } from '#core/page_heads'
import { hasPagePrimers, primedAnswers } from '#core/page_primers'
import { renderedPage, renderLanguage, type Language, type RenderedPage } from '#core/server_render'

/** Paths the API answers; everything else under GET/HEAD is an app file or an app route. */
const API_PREFIXES = [
  '/api/',
  '/admin/api/',
  '/health',
  '/ledger/',
  '/payments/',
  '/__transmit/',
  '/embed/',
  '/sitemaps/',
]
/** Answered by the API too: the crawlers' files (sharing's routes), whatever the web build holds. */
const API_EXACT = new Set([...API_PREFIXES.map((prefix) => prefix.replace(/\/$/, '')), '/robots.txt', '/sitemap.xml'])

/** Vite fingerprints everything under assets/, so those never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and unhashed files: cached, but checked (cheaply, by ETag) before each use. */
const REVALIDATE = 'no-cache'
/** How often a page that is filled per request (see #servePrimed) checks its file on disk. */
const TEMPLATE_CHECK_MS = 2000

/** A page's file and the hashes of its `<style>` elements (`sha256-…`), which its CSP allows. */
interface Template {
  html: string
  styleHashes: string[]
}

/** The hash of each `<style>` element's text, as CSP names it. */
function styleHashesOf(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`
  )
}

/** The bytes made from each shared render (see #servePage), gone with the render. */
const composedPages = new WeakMap<RenderedPage, Map<string, Buffer>>()

function encode(html: string, encoding: Encoding | undefined): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    })
  return encoding === 'gzip' ? gzipSync(html) : Buffer.from(html)
}

function isApiPath(path: string) {
  if (API_EXACT.has(path)) return true
  for (const prefix of API_PREFIXES) if (path.startsWith(prefix)) return true
  return false
}

/** The build's module tags in a page: its entry script and the modulepreloads of what it imports. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g

/** A page without its app's module tags, and their URLs: the entry first, then its modules. */
export function withoutAppScripts(template: string): { html: string; scripts: string[] } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (entry === undefined) return { html: template, scripts: [] }
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  return { html: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: [entry, ...preloads] }
}

/**
 * In production one process is the whole platform: the built web app at `/`, the
 * admin console at `/admin`, both with SPA fallback to their index.html.
 */
export default class ServeAppsMiddleware {
  #files = new StaticFiles()
  #routePages = new RoutePages()
  #templates = new Map<string, Template & { mtimeMs: number; checkedAt: number }>()

  /** Not async: an API request (most of them) passes through without a promise of its own. */
  handle(ctx: HttpContext, next: NextFn) {
    if (!kobzaConfig.serveApps) return next()
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const url = ctx.request.url()
    if (isApiPath(url)) return next()
    return this.#serve(ctx, next, url)
  }

  async #serve(ctx: HttpContext, next: NextFn, url: string) {
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

    const immutable = relative.startsWith('/assets/')
    const isFile = file !== null && file !== root && extname(relative) !== ''
    if (isFile && this.#files.serve(ctx, file, immutable ? IMMUTABLE : REVALIDATE, !immutable)) return
    // Missing files with an extension are real 404s; extensionless paths are client routes,
    // answered with their route's page (its screen's chunks named in the head) or index.html,
    // carrying the page's head (#core/page_heads) and its primed answers (#core/page_primers).
    if (extname(relative) !== '') return next()
    if (isAdmin) {
      const page = this.#routePages.pageFor(root, relative)
      if (page && this.#files.serve(ctx, join(root, page), REVALIDATE, true)) return
      if (this.#files.serve(ctx, join(root, 'index.html'), REVALIDATE, true)) return
      return next()
    }
    const template = join(root, this.#routePages.pageFor(root, relative) ?? 'index.html')
    if (await this.#servePage(ctx, template, relative, this.#routePages.isUnknown(root, relative))) return
    return next()
  }

  /**
   * The page with its head (#core/page_heads: a shared link's card) and, where a domain primes
   * it, the answers to its first API calls (#core/page_primers), so a phone on a slow network
   * does not wait a round trip for the clock and another for the feed after the scripts have
   * run. A page with live answers is made per request, so no ETag; a rendered page is made
   * and compressed once per shared render (#core/server_render's cache time). A path naming nothing (an unknown
   * profile) answers 404 with the app's page, which then shows its 404 screen.
   */
  async #servePage(ctx: HttpContext, file: string, page: string, unknownRoute = false): Promise<boolean> {
    const loaded = this.#template(file)
    if (loaded === undefined) return false
    const template = loaded.html
    const { request, response } = ctx
    // The page's own stylesheets are written into it (apps/web's bundling/routePages.ts).
    const policy = response.getHeader('content-security-policy')
    if (loaded.styleHashes.length > 0 && typeof policy === 'string')
      response.header('content-security-policy', withStyleHashes(policy, loaded.styleHashes))
    const origin = kobzaConfig.appUrl?.replace(/\/$/, '') ?? `${request.protocol()}://${request.host()}`
    const search = new URL(request.url(true), 'http://page').search.slice(1)
    // A path that is none of the app's routes answers 404 with the app's 404 screen, rendered.
    const head = unknownRoute ? notFoundHead(origin, page) : await pageHead(origin, page, search)
    // A page with primers is rendered on the server from their answers (#core/server_render),
    // unless it names nothing (404); without a render it carries the answers themselves.
    const primed = head.status === 200 && hasPagePrimers(page)
    const language = renderLanguage(new URLSearchParams(search), request.header('accept-language'))
    const rendered =
      primed || unknownRoute
        ? await renderedPage(search ? `${page}?${search}` : page, language, async () =>
            primed ? primedAnswers(page) : []
          )
        : undefined
    const answers = primed && !rendered ? await primedAnswers(page) : undefined
    const encoding = preferredEncoding(request.header('accept-encoding'))
    response.header('cache-control', REVALIDATE)
    response.header('content-type', 'text/html; charset=utf-8')
    varyOnAcceptEncoding(response)
    if (rendered) {
      response.header('vary', 'Accept-Encoding, Accept-Language')
      // A render is shared for its cache time (#core/server_render): so are its page's bytes, made
      // and compressed once per render and encoding instead of once per request.
      const made = composedPages.get(rendered) ?? new Map<string, Buffer>()
      composedPages.set(rendered, made)
      const key = `${file}\n${encoding ?? 'identity'}\n${language}\n${head.status}\n${head.html}`
      let body = made.get(key)
      if (!body) {
        body = encode(this.#composePage(template, head.html, rendered, language), encoding)
        made.set(key, body)
      }
      return this.#sendPage(ctx, head.status, encoding, body)
    }
    let html = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>\s*/, '')
    html = html.replace('</head>', `  ${head.html}\n  </head>`)
    if (answers) {
      // `<` escaped, so no text in an answer (a post saying `</script>`) can end the element.
      const json = JSON.stringify(answers).replace(/</g, '\\u003c')
      const element = `<script type="application/json" id="${primedAnswersElementId}">${json}</script>`
      html = html.replace('</body>', () => `  ${element}\n  </body>`)
    }
    // A page without live answers gets an ETag of what was made, so a browser revalidating it
    // gets a 304 as when pages were plain files (one hash of a few kilobytes). A primed page's
    // answers change by the second: it has none, as before.
    if (!answers) {
      const etag = `"p${createHash('sha1').update(html).digest('base64url').slice(0, 20)}-${encoding ?? 'identity'}"`
      response.header('etag', etag)
      const ifNoneMatch = request.header('if-none-match')
      if (head.status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        response.removeHeader('content-type')
        response.status(304)
        return true
      }
    }
    return this.#sendPage(ctx, head.status, encoding, encode(html, encoding))
  }

  /**
   * The page with its server render: the app's HTML, the gate script and the query cache's state.
   * The app's scripts leave the head for the gate script, which starts them after the first paint
   * (its text in @kobza/contract says why).
   */
  #composePage(template: string, headHtml: string, rendered: RenderedPage, language: Language): string {
    const json = JSON.stringify(rendered.state).replace(/</g, '\\u003c')
    const app = withoutAppScripts(template)
    const gate = `<script id="${serverRenderGateId}" ${serverRenderAppScriptsAttribute}="${app.scripts.join(' ')}">${serverRenderGateScript}</script>`
    return (
      app.html
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '')
        .replace('</head>', () => `  ${headHtml}\n  </head>`)
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        // The gate runs before the first paint and drops the render for someone signed in (its text in @kobza/contract).
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" ${serverRenderedAttribute}${rendered.preview ? ` ${serverPreviewAttribute}` : ''}>${rendered.html}</div>${gate}`
        )
        // `<` escaped, so no text in the cache (a post saying `</script>`) can end the element.
        // A preview is replaced, not hydrated: its state would be bytes nobody reads.
        .replace('</body>', () =>
          rendered.preview
            ? '</body>'
            : `  <script type="application/json" id="${serverRenderElementId}">${json}</script>\n  </body>`
        )
    )
  }

  #sendPage({ request, response }: HttpContext, status: number, encoding: Encoding | undefined, body: Buffer) {
    response.status(status)
    if (encoding) response.header('content-encoding', encoding)
    response.header('content-length', body.length)
    if (request.method() !== 'HEAD') response.send(body)
    return true
  }

  /** A page's file, read again when it changed on disk (a deploy), checked at most every TEMPLATE_CHECK_MS. */
  #template(file: string): Template | undefined {
    const known = this.#templates.get(file)
    const now = Date.now()
    if (known && now - known.checkedAt < TEMPLATE_CHECK_MS) return known
    try {
      const { mtimeMs } = statSync(file)
      if (known && known.mtimeMs === mtimeMs) {
        known.checkedAt = now
        return known
      }
      const html = readFileSync(file, 'utf8')
      const template = { html, styleHashes: styleHashesOf(html), mtimeMs, checkedAt: now }
      this.#templates.set(file, template)
      return template
    } catch {
      this.#templates.delete(file)
      return undefined
    }
  }

  /** Joins a URL path to a folder, refusing anything that climbs out of it. */
  private resolveInside(root: string, urlPath: string): string | null {
    const candidate = normalize(join(root, urlPath))
    if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    return candidate
  }
}
