import db from '@adonisjs/lucid/services/db'
import type { SearchType } from '@kobza/contract'
import { probeTrigrams, TYPO_THRESHOLD } from '#search/similarity'

/*
 * A backend finds candidate row ids for a Latin query key (#search/latin) with its
 * database's indexes; the service (#search/search_service) then filters, ranks and pages
 * them the same way on both. Keys hold only [a-z0-9 ], so nothing the user typed reaches
 * FTS or LIKE syntax.
 */
export interface SearchBackend {
  candidates(type: SearchType, key: string, limit: number): Promise<number[]>
}

/** The searched tables; each keeps its names' Latin form in `search_key` (migration 0051). */
const PG_TABLES: Record<SearchType, string> = {
  ARTIST: 'users',
  SONG: 'songs',
  EVENT: 'events',
}
const text = 'search_key'

/**
 * Up to three passes, each by an index and each stopping at `limit` rows: every word typed as
 * a word prefix (full-text); while rows are missing, as substrings (trigram LIKE); when both
 * found nothing, close in spelling (trigram word similarity, for typos). No pass sorts: ordering
 * by similarity would score every match, and a 3-letter prefix matches tens of thousands of
 * songs at catalogue scale (bench/results/search-scale.md); the service ranks what is found.
 * So a broad query ranks a bounded set of its matches, which is what a person typing pages through.
 */
const postgresBackend: SearchBackend = {
  async candidates(type, key, limit) {
    const table = PG_TABLES[type]
    const tokens = key.split(' ')
    const found = new Set<number>()
    const collect = (rows: Array<{ id: number }>) => {
      for (const row of rows) if (found.size < limit) found.add(Number(row.id))
    }
    const prefixes = await db.rawQuery(
      `select id from ${table} where to_tsvector('simple', ${text}) @@ to_tsquery('simple', ?) limit ?`,
      [tokens.map((token) => `${token}:*`).join(' & '), limit]
    )
    collect(prefixes.rows)
    if (found.size < limit) {
      // Each token its own LIKE (not LIKE ALL), so that the trigram index serves every one.
      const substrings = await db.rawQuery(
        `select id from ${table} where ${tokens.map(() => `${text} like ?`).join(' and ')} limit ?`,
        [...tokens.map((token) => `%${token}%`), limit]
      )
      collect(substrings.rows)
    }
    // Spelling only when the letters typed are nowhere: a name typed right needs no look-alikes.
    if (found.size === 0) {
      await db.transaction(async (trx) => {
        await trx.rawQuery("select set_config('pg_trgm.word_similarity_threshold', ?, true)", [String(TYPO_THRESHOLD)])
        const close = await trx.rawQuery(`select id from ${table} where ? <% ${text} limit ?`, [key, limit])
        collect(close.rows)
      })
    }
    return [...found]
  },
}

const SQLITE_TABLES: Record<SearchType, string> = {
  ARTIST: 'search_artists',
  SONG: 'search_songs',
  EVENT: 'search_events',
}

/**
 * FTS5 trigram tables, in two passes like PostgreSQL's: every word as a substring (a trigram
 * phrase for words of 3+ letters, LIKE for shorter ones), stopping at `limit`; only when that
 * finds nothing, rows sharing any trigram with the query, best first (typos). The second pass
 * scores every row it touches, so it is kept for the queries that need it.
 */
const sqliteBackend: SearchBackend = {
  async candidates(type, key, limit) {
    const table = SQLITE_TABLES[type]
    const words = key.split(' ')
    const long = words.filter((word) => word.length >= 3)
    const short = words.filter((word) => word.length < 3)
    const conditions: string[] = []
    const params: unknown[] = []
    if (long.length > 0) {
      conditions.push(`${table} match ?`)
      params.push(long.map((word) => `"${word}"`).join(' AND '))
    }
    for (const word of short) {
      conditions.push('latin like ?')
      params.push(`%${word}%`)
    }
    const substrings = (await db.rawQuery(
      `select rowid as id from ${table} where ${conditions.join(' and ')} limit ?`,
      [...params, limit]
    )) as Array<{ id: number }>
    if (substrings.length > 0) return substrings.map((row) => Number(row.id))
    const grams = probeTrigrams(key)
    if (grams.length === 0) return []
    const close = (await db.rawQuery(`select rowid as id from ${table} where ${table} match ? order by rank limit ?`, [
      grams.map((gram) => `"${gram}"`).join(' OR '),
      limit,
    ])) as Array<{ id: number }>
    return close.map((row) => Number(row.id))
  },
}

export function searchBackend(): SearchBackend {
  return db.connection().dialect.name === 'postgres' ? postgresBackend : sqliteBackend
}
