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

const PG_SOURCES: Record<SearchType, { table: string; text: string }> = {
  ARTIST: { table: 'users', text: "search_latin(public_name || ' ' || nick_name)" },
  SONG: { table: 'songs', text: 'search_latin(name)' },
  EVENT: { table: 'events', text: 'search_latin(title)' },
}

/** Full-text prefix match, substring (trigram index) or trigram word similarity for typos. */
const postgresBackend: SearchBackend = {
  async candidates(type, key, limit) {
    const { table, text } = PG_SOURCES[type]
    const tokens = key.split(' ')
    // Each token its own LIKE (not LIKE ALL): only then can the OR become a BitmapOr of indexes.
    const substrings = tokens.map(() => `${text} like ?`).join(' and ')
    return db.transaction(async (trx) => {
      await trx.rawQuery("select set_config('pg_trgm.word_similarity_threshold', ?, true)", [String(TYPO_THRESHOLD)])
      const result = await trx.rawQuery(
        `select id from ${table}
          where to_tsvector('simple', ${text}) @@ to_tsquery('simple', ?)
             or (${substrings})
             or ? <% ${text}
          order by word_similarity(?, ${text}) desc, id desc
          limit ?`,
        [tokens.map((token) => `${token}:*`).join(' & '), ...tokens.map((token) => `%${token}%`), key, key, limit]
      )
      return (result.rows as Array<{ id: number }>).map((row) => Number(row.id))
    })
  },
}

const SQLITE_TABLES: Record<SearchType, string> = {
  ARTIST: 'search_artists',
  SONG: 'search_songs',
  EVENT: 'search_events',
}

/** FTS5 trigram tables: rows sharing a trigram with the query (typos included); short words by LIKE. */
const sqliteBackend: SearchBackend = {
  async candidates(type, key, limit) {
    const table = SQLITE_TABLES[type]
    const ids = new Set<number>()
    const grams = probeTrigrams(key)
    if (grams.length > 0) {
      const match = grams.map((gram) => `"${gram}"`).join(' OR ')
      const rows = (await db.rawQuery(`select rowid as id from ${table} where ${table} match ? order by rank limit ?`, [
        match,
        limit,
      ])) as Array<{ id: number }>
      for (const row of rows) ids.add(Number(row.id))
    }
    const shortWords = key.split(' ').filter((word) => word.length < 3)
    if (shortWords.length > 0) {
      const where = shortWords.map(() => 'latin like ?').join(' and ')
      const rows = (await db.rawQuery(`select rowid as id from ${table} where ${where} limit ?`, [
        ...shortWords.map((word) => `%${word}%`),
        limit,
      ])) as Array<{ id: number }>
      for (const row of rows) ids.add(Number(row.id))
    }
    return [...ids]
  },
}

export function searchBackend(): SearchBackend {
  return db.connection().dialect.name === 'postgres' ? postgresBackend : sqliteBackend
}
