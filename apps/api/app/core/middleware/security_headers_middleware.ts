import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import shieldConfig, { isConsolePath, isEmbedPath } from '#config/shield'

type ShieldConfig = typeof shieldConfig
type HeaderList = ReadonlyArray<readonly [string, string]>

const dashed = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The Content-Security-Policy value for one request path, in shield's own format. */
function contentSecurityPolicy(config: ShieldConfig, url: string): string {
  const directives = config.csp?.directives ?? {}
  return Object.entries(directives)
    .map(([name, sources]) => {
      const values = (sources as unknown[]).map((source) =>
        typeof source === 'function' ? String(source({ url })) : String(source)
      )
      return values.length > 0 ? `${dashed(name)} ${values.join(' ')}` : dashed(name)
    })
    .join(';')
}

/**
 * A policy that also allows the `<style>` elements of one page by their hashes (issue 35: the web
 * build writes each page's stylesheets into it, see apps/web's bundling/routePages.ts). Only
 * those texts: any other inline style, one injected into the page included, stays refused.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy
  const sources = hashes.map((hash) => `'${hash}'`).join(' ')
  return policy
    .split(';')
    .map((directive) => (/^style-src\s/.test(directive) ? `${directive} ${sources}` : directive))
    .join(';')
}

/**
 * Every security header, computed once for the web app (and API) and once for the console:
 * shield's middleware rebuilds the same strings and draws a CSP nonce nobody uses on every
 * request, which was the largest single cost of a trivial route. The policy itself stays in
 * config/shield.ts.
 */
export function securityHeaders(config: ShieldConfig, url: string): HeaderList {
  const headers: Array<[string, string]> = []
  if (config.csp?.enabled) {
    const name = config.csp.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy'
    headers.push([name, contentSecurityPolicy(config, url)])
  }
  // An embed page is made to be framed by other sites: its CSP names `frame-ancestors *` instead.
  if (config.xFrame?.enabled && !isEmbedPath(url))
    headers.push(['X-Frame-Options', config.xFrame.action ?? 'SAMEORIGIN'])
  if (config.hsts?.enabled) {
    const maxAge = config.hsts.maxAge === undefined ? 180 * 24 * 60 * 60 : string.seconds.parse(config.hsts.maxAge)
    let value = `max-age=${maxAge}`
    if (config.hsts.includeSubDomains) value += '; includeSubDomains'
    if (config.hsts.preload) value += '; preload'
    headers.push(['Strict-Transport-Security', value])
  }
  if (config.contentTypeSniffing?.enabled) headers.push(['X-Content-Type-Options', 'nosniff'])
  // Shield has no Referrer-Policy. `no-referrer`: reset and e-mail confirmation links carry
  // their token in the query string, which must never travel to another site in a Referer.
  headers.push(['Referrer-Policy', 'no-referrer'])
  return headers
}

export default class SecurityHeadersMiddleware {
  #app = securityHeaders(shieldConfig, '/')
  #console = securityHeaders(shieldConfig, '/admin')
  #embed = securityHeaders(shieldConfig, '/embed/')

  handle({ request, response }: HttpContext, next: NextFn) {
    const url = request.url()
    const headers = isConsolePath(url) ? this.#console : isEmbedPath(url) ? this.#embed : this.#app
    for (const [name, value] of headers) response.header(name, value)
    return next()
  }
}
