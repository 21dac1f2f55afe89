import db from '@adonisjs/lucid/services/db'
import type { Genre, SearchType } from '@kobza/contract'
import { probeTrigrams, TYPO_THRESHOLD } from '#search/similarity'

/*
 * A backend finds candidate row ids for a Latin query key (#search/latin) with its
 * database's indexes; the service (#search/search_service) then filters, ranks and pages
 * them the same way on both. Keys hold only [a-z0-9 ], so nothing the user typed reaches
 * FTS or LIKE syntax.
 */
/** What ranking needs of a listed candidate: its name and the artist whose subscribers make it popular. */
export interface Outline {
  id: number
  name: string
  artistId: number
}

export interface SearchBackend {
  /**
   * Up to `limit` listed rows matching `key`: of active accounts, artists only for ARTIST, of
   * one of `genres` (when given) for SONG.
   */
  candidates(type: SearchType, key: string, limit: number, genres: Genre[]): Promise<Outline[]>
}

type OutlineRow = { id: number | string; name: string; artist_id: number | string }

const outlineOf = (row: OutlineRow): Outline => ({
  id: Number(row.id),
  name: row.name,
  artistId: Number(row.artist_id),
})

/**
 * The searched table, joined as `t` (with its artist as `u`), with what lists a row (see
 * SearchBackend) and its outline's columns. PostgreSQL's outline name is the stored Latin key,
 * which ranking reads as it is.
 */
function pgListing(type: SearchType, genres: Genre[]) {
  if (type === 'ARTIST') {
    return {
      table: 'users',
      // A join, not EXISTS: in the select list EXISTS became a hashed scan of every authority.
      joins: `left join user_authorities a on a.user_id = t.id and a.authority = 'ARTIST'`,
      columns: 't.id, t.search_key as name, t.id as artist_id',
      listed: `t.status = 'ACTIVE' and a.user_id is not null`,
      params: [] as string[],
    }
  }
  const byGenre = type === 'SONG' && genres.length > 0
  return {
    table: type === 'SONG' ? 'songs' : 'events',
    joins: 'join users u on u.id = t.user_id',
    columns: 't.id, t.search_key as name, t.user_id as artist_id',
    listed: `u.status = 'ACTIVE'${byGenre ? ` and t.genre in (${genres.map(() => '?').join(', ')})` : ''}`,
    params: byGenre ? [...genres] : [],
  }
}

const text = 'search_key'

/** The first string after every word starting with `prefix` (keys hold only [a-z0-9], compared bytewise). */
const followingPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)

/**
 * Up to three passes, each by an index and each stopping at `limit` rows: every word typed as
 * a word prefix (one word by the words' b-tree, several by full-text); while rows are missing,
 * as substrings (trigram LIKE); when both found nothing, close in spelling (trigram word
 * similarity, for typos). No pass sorts by similarity: that would score every match, and a
 * 3-letter prefix matches tens of thousands of songs at catalogue scale
 * (bench/results/search-scale.md); the service ranks what is found. So a broad query ranks a
 * bounded set of its matches, which is what a person typing pages through.
 * Each pass answers its matches' outlines in the same statement, and whether each is listed.
 * The match stays in a limited subquery: merged with the listing's conditions, the planner walks
 * the primary key and tests every row's text (145 ms instead of 3 on the generated platform).
 */
const postgresBackend: SearchBackend = {
  async candidates(type, key, limit, genres) {
    const { table, joins, columns, listed, params } = pgListing(type, genres)
    const listedMatches = (matches: string) =>
      `select ${columns}, (${listed}) as listed from (${matches}) c join ${table} t on t.id = c.id ${joins}`
    const matching = (condition: string) => listedMatches(`select id from ${table} where ${condition} limit ?`)
    const tokens = key.split(' ')
    // Every match counts toward `limit` (as the passes' own limits do); only listed ones are outlined.
    const found = new Map<number, Outline | null>()
    const collect = (rows: Array<OutlineRow & { listed: boolean }>) => {
      for (const row of rows) if (found.size < limit) found.set(Number(row.id), row.listed ? outlineOf(row) : null)
    }
    // Bindings in the statement's order: the listing's (select list), the match's, the limit.
    // One word: a range of the words' b-tree, read up to `limit` (0103_create_search_words).
    // Several: the full-text index intersects them.
    const [word] = tokens
    const prefixes =
      tokens.length === 1 && word
        ? await db.rawQuery(
            // Ordered as the index is, so the planner reads it and stops at the limit (unordered,
            // it chose a bitmap of every match or a scan of the table: 13–43 ms against 1.7).
            listedMatches(
              'select row_id as id from search_words where source = ? and word >= ? and word < ? order by word, row_id limit ?'
            ),
            [...params, table, word, followingPrefix(word), limit]
          )
        : await db.rawQuery(matching(`to_tsvector('simple', ${text}) @@ to_tsquery('simple', ?)`), [
            ...params,
            tokens.map((token) => `${token}:*`).join(' & '),
            limit,
          ])
    collect(prefixes.rows)
    // A row whose several words share the prefix comes once per word: a full range of words
    // means enough matches, even if fewer rows.
    if (prefixes.rows.length < limit && found.size < limit) {
      // Each token its own LIKE (not LIKE ALL), so that the trigram index serves every one.
      const substrings = await db.rawQuery(matching(tokens.map(() => `${text} like ?`).join(' and ')), [
        ...params,
        ...tokens.map((token) => `%${token}%`),
        limit,
      ])
      collect(substrings.rows)
    }
    // Spelling only when the letters typed are nowhere: a name typed right needs no look-alikes.
    if (found.size === 0) {
      await db.transaction(async (trx) => {
        await trx.rawQuery("select set_config('pg_trgm.word_similarity_threshold', ?, true)", [String(TYPO_THRESHOLD)])
        const close = await trx.rawQuery(matching(`? <% ${text}`), [...params, key, limit])
        collect(close.rows)
      })
    }
    return [...found.values()].filter((outline) => outline !== null)
  },
}

/** The listed rows among `ids`, as outlines named by their display names (SQLite's FTS tables hold the keys). */
async function listedOutlines(type: SearchType, ids: number[], genres: Genre[]): Promise<Outline[]> {
  if (ids.length === 0) return []
  const table = type === 'ARTIST' ? 'users' : type === 'SONG' ? 'songs' : 'events'
  const query = db.from(table).whereIn(`${table}.id`, ids)
  if (type === 'ARTIST') {
    query
      .whereExists((sub) =>
        sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
      )
      .select('users.id', db.raw("users.public_name || ' ' || users.nick_name as name"), 'users.id as artist_id')
  } else {
    query
      .join('users', 'users.id', `${table}.user_id`)
      .select(`${table}.id`, `${table}.${type === 'SONG' ? 'name' : 'title'} as name`, `${table}.user_id as artist_id`)
    if (type === 'SONG' && genres.length > 0) query.whereIn('songs.genre', genres)
  }
  const rows = (await query.where('users.status', 'ACTIVE')) as OutlineRow[]
  return rows.map(outlineOf)
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
  async candidates(type, key, limit, genres) {
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
    if (substrings.length > 0)
      return listedOutlines(
        type,
        substrings.map((row) => Number(row.id)),
        genres
      )
    const grams = probeTrigrams(key)
    if (grams.length === 0) return []
    const close = (await db.rawQuery(`select rowid as id from ${table} where ${table} match ? order by rank limit ?`, [
      grams.map((gram) => `"${gram}"`).join(' OR '),
      limit,
    ])) as Array<{ id: number }>
    return listedOutlines(
      type,
      close.map((row) => Number(row.id)),
      genres
    )
  },
}

export function searchBackend(): SearchBackend {
  return db.connection().dialect.name === 'postgres' ? postgresBackend : sqliteBackend
}
