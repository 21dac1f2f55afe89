import { Readable } from 'node:stream'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { escapeHtml, sitemapUrlsPerFile } from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { ApiException } from '#core/exceptions/api_exception'

/*
 * robots.txt and the sitemaps (issue 35). A domain registers a section (artists, songs, events,
 * legends) as two reads: the largest id it has, and the pages of the ids in a block. The index
 * lists one file per block of sitemapUrlsPerFile ids, so a file never holds more URLs than the
 * sitemap protocol allows (fewer where ids are missing) and each file is ten range reads on the
 * primary key (keyset slices, streamed as read): no count, no OFFSET and no scan of 100,000
 * artists per request. Core names no domain.
 */

export interface SitemapSection {
  /** The largest id of the section's table (0 when empty): one read of the primary key's end. */
  maxId(): Promise<number>
  /** The web paths of the rows with `fromId < id <= toId`, in id order: one indexed read. */
  paths(fromId: number, toId: number): Promise<string[]>
}

/** `maxId` of a section whose ids are its table's primary key. */
export async function largestIdOf(table: string): Promise<number> {
  const row: { maxId: number | null } | null = await db.from(table).max('id as maxId').first()
  return Number(row?.maxId ?? 0)
}

const sections = new Map<string, SitemapSection>()

export function registerSitemapSection(name: string, section: SitemapSection): void {
  sections.set(name, section)
}

function originOf({ request }: HttpContext): string {
  return kobzaConfig.appUrl?.replace(/\/$/, '') ?? `${request.protocol()}://${request.host()}`
}

/** Paths a crawler has no business in: the API, the console and the signed-in person's own screens. */
const privatePaths = [
  '/api/',
  '/admin',
  '/settings',
  '/chat',
  '/notifications',
  '/video',
  '/create-playlist',
  '/add-initial-sale',
  '/sell-tokens',
  '/induct-a-legend',
  '/subscriptions/',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/password/',
  '/embed/',
  '/*/earnings',
]

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

export async function sitemapIndex(origin: string): Promise<string> {
  const files: string[] = []
  for (const [name, section] of sections) {
    const blocks = Math.ceil((await section.maxId()) / sitemapUrlsPerFile)
    for (let block = 0; block < blocks; block++) files.push(`${origin}/sitemaps/${name}-${block}.xml`)
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeHtml(file)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/**
 * Ids read per query while a file is written: a file's 50,000 URLs never sit in memory at once,
 * and the first bytes leave after the first slice's read.
 */
export const sitemapSliceIds = 5000

/** One sitemap file's lines, or null for a file the index does not name. */
export async function sitemapFile(origin: string, name: string, block: number): Promise<Readable | null> {
  const section = sections.get(name)
  if (!section || !Number.isSafeInteger(block) || block < 0) return null
  const fromId = block * sitemapUrlsPerFile
  if (fromId >= (await section.maxId()) && block > 0) return null
  const toId = fromId + sitemapUrlsPerFile
  const reader: SitemapSection = section
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
    // Keyset slices of the block's ids, each one indexed range read, written as it is read.
    for (let from = fromId; from < toId; from += sitemapSliceIds) {
      const paths = await reader.paths(from, Math.min(from + sitemapSliceIds, toId))
      if (paths.length > 0) yield paths.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>\n`).join('')
    }
    yield '</urlset>\n'
  }
  return Readable.from(lines())
}

const CRAWLER_CACHE = 'public, max-age=3600'

router.get('/robots.txt', (ctx) => {
  ctx.response.header('content-type', 'text/plain; charset=utf-8')
  ctx.response.header('cache-control', CRAWLER_CACHE)
  return robotsTxt(originOf(ctx))
})

router.get('/sitemap.xml', async (ctx) => {
  const body = await sitemapIndex(originOf(ctx))
  ctx.response.header('content-type', 'application/xml; charset=utf-8')
  ctx.response.header('cache-control', CRAWLER_CACHE)
  return body
})

router.get('/sitemaps/:file', async (ctx) => {
  const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(String(ctx.params.file))
  const file = match ? await sitemapFile(originOf(ctx), match[1]!, Number(match[2])) : null
  if (!file) throw ApiException.notFound('No such sitemap')
  ctx.response.header('content-type', 'application/xml; charset=utf-8')
  ctx.response.header('cache-control', CRAWLER_CACHE)
  ctx.response.stream(file)
})
