import logger from '@adonisjs/core/services/logger'
import { escapeHtml, routes } from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { keepNewest } from '#core/bounded_map'
import { compileRoutePattern } from '#core/middleware/route_pages'

/*
 * The head of every page of the web app (issue 35): title, description, canonical URL, hreflang,
 * OpenGraph, Twitter card and JSON-LD, so a link pasted into a messenger shows a card and a
 * search engine reads what the page is about without running the app. A domain registers the
 * head for its paths (`app/<domain>/page_heads.ts`), read through the same use cases its API
 * answers with; the app-serving middleware puts it into the page. Core code names no domain.
 */

export type PageKind = 'website' | 'profile' | 'music.song' | 'music.playlist' | 'music.album' | 'article'

export interface PageHead {
  title: string
  description: string
  /** The canonical path (with its query when the query names the thing: `?song=3`). */
  path: string
  kind?: PageKind
  /** A stored picture; width and height when they are known from the stored file. */
  image?: { url: string; width?: number; height?: number; alt?: string }
  /** A public audio file only: a premium or private one must never be named here. */
  audio?: { url: string; type: string }
  /** Structured data (schema.org), one object or several. */
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
  /** The page's embeddable player, described by oEmbed (a song or a playlist). */
  oembed?: boolean
  /**
   * The picture the page's screen shows largest, as its `<img>` asks for it (srcset and sizes):
   * preloaded at high priority, it downloads beside the app's scripts instead of after them.
   */
  preloadImage?: { srcset: string; sizes: string }
}

/** Null: the thing the path names does not exist (or may not be shown): the page answers 404. */
export type PageHeadReader = (params: Record<string, string>, query: URLSearchParams) => Promise<PageHead | null>

const readers: Array<{ match: RegExp; read: PageHeadReader }> = []

/** `pattern` in the web app's route syntax (`/profile/:nickName`); the first registered match wins. */
export function registerPageHead(pattern: string, read: PageHeadReader): void {
  readers.push({ match: compileRoutePattern(pattern), read })
}

export const siteName = 'Kobza'

/**
 * A stored picture as a card's image: a thumbnail (`…-thumb.webp`, app/media/images.ts makes them
 * 600×400, cropped) has a known size; a full picture's size is not stored, so it goes without.
 */
export function storedPicture(url: string | null | undefined, alt?: string): PageHead['image'] {
  if (!url) return undefined
  return /-thumb\.webp(\?|$)/.test(url) ? { url, width: 600, height: 400, alt } : { url, alt }
}

/** A description cut to what cards show (about 200 characters), on a word boundary. */
export function shortText(text: string | null | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim()
  if (plain === '') return fallback
  if (plain.length <= 200) return plain
  const cut = plain.slice(0, 200)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 150))}…`
}
const siteDescription = {
  uk: 'Kobza — соціальна платформа української музики: артисти, пісні, події, Зала слави.',
  en: 'Kobza — the social platform for Ukrainian music: artists, songs, events, Hall of Fame.',
}

/** A page no domain describes: the site's own head, at its own path. */
export function siteHead(path: string, title = siteName): PageHead {
  return { title, description: `${siteDescription.uk} ${siteDescription.en}`, path, kind: 'website' }
}

export interface RenderedHead {
  status: 200 | 404
  /** Goes where the template's `<title>` was. */
  html: string
}

/** Absolute URL of a path on this site. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The head as HTML: every value escaped, JSON-LD with `<` escaped so no text can end its element. */
export function headHtml(head: PageHead, origin: string): string {
  const url = absoluteUrl(origin, head.path)
  const withLang = (lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`
  const lines: string[] = [`<title>${escapeHtml(head.title)}</title>`]
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return
    lines.push(`<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`)
  }
  const link = (rel: string, href: string, extra = '') =>
    lines.push(`<link rel="${rel}" href="${escapeHtml(href)}"${extra} />`)
  meta('name', 'description', head.description)
  link('canonical', url)
  link('alternate', withLang('uk'), ' hreflang="uk"')
  link('alternate', withLang('en'), ' hreflang="en"')
  link('alternate', url, ' hreflang="x-default"')
  meta('property', 'og:site_name', siteName)
  meta('property', 'og:type', head.kind ?? 'website')
  meta('property', 'og:title', head.title)
  meta('property', 'og:description', head.description)
  meta('property', 'og:url', url)
  meta('property', 'og:locale', 'uk_UA')
  meta('property', 'og:locale:alternate', 'en_US')
  if (head.image) {
    meta('property', 'og:image', absoluteUrl(origin, head.image.url))
    meta('property', 'og:image:width', head.image.width)
    meta('property', 'og:image:height', head.image.height)
    meta('property', 'og:image:alt', head.image.alt ?? head.title)
  }
  if (head.audio) {
    meta('property', 'og:audio', absoluteUrl(origin, head.audio.url))
    meta('property', 'og:audio:type', head.audio.type)
  }
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary')
  meta('name', 'twitter:title', head.title)
  meta('name', 'twitter:description', head.description)
  if (head.image) meta('name', 'twitter:image', absoluteUrl(origin, head.image.url))
  if (head.oembed) {
    const oembed = `${origin}${routes.catalogue.oembed.path}?url=${encodeURIComponent(url)}&format=json`
    link('alternate', oembed, ` type="application/json+oembed" title="${escapeHtml(head.title)}"`)
  }
  if (head.preloadImage) {
    const { srcset, sizes } = head.preloadImage
    lines.push(
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
    )
  }
  if (head.jsonLd) {
    const data = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')
    lines.push(`<script type="application/ld+json">${data}</script>`)
  }
  return lines.join('\n    ')
}

const cache = new Map<string, { at: number; rendered: RenderedHead }>()
const CACHE_ENTRIES = 2000

/**
 * The head for `path` (no registered reader: the site's head). Anonymous pages are the same for
 * every visitor, so a rendered head is kept for kobzaConfig.pageCacheMs: a shared link opened by
 * a thousand people in a second reads the database once.
 */
export async function pageHead(origin: string, path: string, search: string): Promise<RenderedHead> {
  const key = `${origin}${path}?${search}`
  const now = Date.now()
  const known = cache.get(key)
  if (known && now - known.at < kobzaConfig.pageCacheMs) return known.rendered
  const rendered = await readHead(origin, path, search)
  if (kobzaConfig.pageCacheMs > 0) keepNewest(cache, key, { at: now, rendered }, CACHE_ENTRIES)
  return rendered
}

/** Forgets every kept head (tests change the data behind a path within the cache's time). */
export function forgetPageHeads(): void {
  cache.clear()
}

/** The head of a page that names nothing: the site's, titled 404, answered with status 404. */
export function notFoundHead(origin: string, path: string): RenderedHead {
  return { status: 404, html: headHtml(siteHead(path, `${siteName} — 404`), origin) }
}

async function readHead(origin: string, path: string, search: string): Promise<RenderedHead> {
  for (const { match, read } of readers) {
    const found = match.exec(path)
    if (!found) continue
    const params: Record<string, string> = {}
    for (const [name, value] of Object.entries(found.groups ?? {})) params[name] = value
    try {
      const head = await read(params, new URLSearchParams(search))
      if (head) return { status: 200, html: headHtml(head, origin) }
      return notFoundHead(origin, path)
    } catch (error) {
      // A use case's 404 (an unknown nickname) is the page's 404.
      if ((error as { status?: unknown }).status === 404) return notFoundHead(origin, path)
      // A head that fails otherwise costs the page its card, not the page.
      logger.warn({ err: error, path }, 'a page head failed; the page is served with the site head')
      return { status: 200, html: headHtml(siteHead(path), origin) }
    }
  }
  return { status: 200, html: headHtml(siteHead(path), origin) }
}
