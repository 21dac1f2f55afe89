import db from '@adonisjs/lucid/services/db'
import { storedNow } from '#core/stored_time'
import {
  pageSizes,
  totalPages,
  type Genre,
  type Paged,
  type SearchArtist,
  type SearchResult,
  type SearchType,
} from '@kobza/contract'
import {
  eventColumns,
  presentEvent,
  presentSongs,
  songColumns,
  type EventFields,
  type SongFields,
} from '#catalogue/public'
import { declinedKeys, latinKey } from '#search/latin'
import { relevance } from '#search/similarity'
import { searchBackend } from '#search/backends'
import { whereAmong } from '#core/where_among'
import { clock } from '#core/clock'
import { keepNewest } from '#core/bounded_map'
import { onlyReadySongs } from '#media/public'

/*
 * Site-wide search (spec 001 §2). With text: the database's backend finds candidates by its
 * indexes, then every candidate is ranked here — relevance, then popularity (active
 * subscribers of the artist), then newest — so both databases answer alike. Without text
 * (songs of a genre, every event): newest first, one paged SQL query down the primary key —
 * ordering a million songs by their artists' subscribers would scan them all. Only ACTIVE accounts and their content appear; songs and
 * events are described by the catalogue's public presenters, nothing more.
 */

/**
 * Most candidates a query ranks, and most rows a listing without text counts; past that,
 * results are too broad to page through anyway (and counting a million songs costs more than a page).
 */
const CANDIDATE_LIMIT = 500

export interface SearchInput {
  type: SearchType
  text: string
  genres: Genre[]
  page: number
  size?: number
}

/** A row to show, presented, with its id to put it in ranked order. */
type Shown<T> = { element: T; id: number }

interface Filter {
  ids?: number[]
  genres: Genre[]
  page?: { offset: number; limit: number }
}

async function artists(filter: Filter): Promise<Array<Shown<SearchArtist>>> {
  const query = db
    .from('users')
    .where('users.status', 'ACTIVE')
    .whereExists((sub) =>
      sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
    )
    .select('users.id', 'users.uuid', 'users.avatar', 'users.public_name', 'users.nick_name')
  if (filter.ids) query.whereIn('users.id', filter.ids)
  if (filter.page) query.orderBy('users.id', 'desc').offset(filter.page.offset).limit(filter.page.limit)
  const rows = (await query) as Array<{
    id: number
    uuid: string
    avatar: string | null
    public_name: string
    nick_name: string
  }>
  return rows.map((row) => ({
    element: { uuid: row.uuid, avatar: row.avatar, publicName: row.public_name, nickName: row.nick_name },
    id: Number(row.id),
  }))
}

/** The author columns a listed song or event carries, as `Author` reads them. */
const authorColumns = ['users.uuid as authorUuid', 'users.nick_name as authorNickName']
type AuthorFields = { authorUuid: string; authorNickName: string }
const authorOf = (row: AuthorFields) => ({ uuid: row.authorUuid, nickName: row.authorNickName })

/** Rows of `table` by active authors, with the author columns, narrowed and paged by `filter`. */
function listed(table: 'songs' | 'events', columns: string[], filter: Filter) {
  const query = db
    .from(table)
    .join('users', 'users.id', `${table}.user_id`)
    .where('users.status', 'ACTIVE')
    .select([...columns, ...authorColumns])
  if (filter.ids) query.whereIn(`${table}.id`, filter.ids)
  if (filter.page) query.orderBy(`${table}.id`, 'desc').offset(filter.page.offset).limit(filter.page.limit)
  return query
}

async function songs(filter: Filter) {
  const query = listed('songs', songColumns(), filter)
  if (filter.genres.length > 0) query.whereIn('songs.genre', filter.genres)
  // Search is for fans: songs ready to play only.
  onlyReadySongs(query, 'songs.media_key')
  const rows: Array<SongFields & AuthorFields> = await query
  const elements = await presentSongs(rows, authorOf)
  return rows.map((song, index) => ({ element: elements[index]!, id: Number(song.id) }))
}

async function events(filter: Filter) {
  const rows: Array<EventFields & AuthorFields> = await listed('events', eventColumns(), filter)
  return rows.map((event) => ({ element: { ...presentEvent(event), author: authorOf(event) }, id: Number(event.id) }))
}

const load: Record<SearchType, (filter: Filter) => Promise<Array<Shown<SearchResult['elements'][number]>>>> = {
  ARTIST: artists,
  SONG: songs,
  EVENT: events,
}

async function countOf(type: SearchType, genres: Genre[]): Promise<number> {
  const query = db.from(type === 'ARTIST' ? 'users' : type === 'SONG' ? 'songs' : 'events')
  if (type === 'ARTIST') {
    query.whereExists((sub) =>
      sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
    )
  } else {
    const table = type === 'SONG' ? 'songs' : 'events'
    query.join('users', 'users.id', `${table}.user_id`)
    if (type === 'SONG' && genres.length > 0) query.whereIn('songs.genre', genres)
  }
  query.where('users.status', 'ACTIVE').select(db.raw('1 as one')).limit(CANDIDATE_LIMIT)
  const row = await db.query().from(query.as('listed')).count('* as total').first()
  return Number(row?.total ?? 0)
}

/*
 * Subscriber counts rank equally relevant matches. Counting them is most of a broad search's
 * database time (a common first name: 500 artists, 13,591 subscriptions read, 3 ms of
 * PostgreSQL), and the queries someone types one after another ("oks", "oksa", "oksana") rank
 * the same artists. A ranking needs no exact count: each artist's is kept for 30 seconds.
 */
const subscriberCounts = new Map<number, { count: number; expires: number }>()
const subscriberCountsTtlMs = 30_000
const subscriberCountsMax = 50_000

/** Active subscribers of each artist (0 for none), counted at most 30 seconds ago. */
async function subscribersOf(artistIds: number[]): Promise<Map<number, number>> {
  const now = clock.millis()
  const known = new Map<number, number>()
  const missing: number[] = []
  for (const id of artistIds) {
    const kept = subscriberCounts.get(id)
    if (kept && kept.expires > now) known.set(id, kept.count)
    else missing.push(id)
  }
  if (missing.length === 0) return known
  // Up to 500 artists: one array parameter, not a placeholder each (#core/where_among).
  const counts = (await whereAmong(db.from('subscriptions'), 'artist_id', missing)
    .where('active_until', '>', storedNow())
    .groupBy('artist_id')
    .select('artist_id')
    .count('* as subscribers')) as Array<{ artist_id: number; subscribers: number | string }>
  const counted = new Map(counts.map((row) => [Number(row.artist_id), Number(row.subscribers)]))
  for (const id of missing) {
    const count = counted.get(id) ?? 0
    known.set(id, count)
    keepNewest(subscriberCounts, id, { count, expires: now + subscriberCountsTtlMs }, subscriberCountsMax)
  }
  return known
}

/** Candidates the backend finds for `key`, each scored by its relevance to it; no match left out. */
async function candidatesFor(key: string, input: SearchInput) {
  return (await searchBackend().candidates(input.type, key, CANDIDATE_LIMIT, input.genres))
    .map((outline) => ({ ...outline, score: relevance(key, latinKey(outline.name)) }))
    .filter((outline) => outline.score > 0)
}

export async function search(input: SearchInput): Promise<Paged<SearchResult['elements'][number]>> {
  const size = input.size ?? pageSizes.search[input.type]
  const key = latinKey(input.text)
  if (!key) {
    const [rows, total] = await Promise.all([
      load[input.type]({ genres: input.genres, page: { offset: input.page * size, limit: size } }),
      countOf(input.type, input.genres),
    ])
    return { elements: rows.map((row) => row.element), totalPages: totalPages(total, size) }
  }
  let matched = await candidatesFor(key, input)
  // A city typed as it is named ("lviv") still finds the events that decline it ("у Львові"),
  // asked only when the typed key matched nothing, so a name typed right costs no more queries.
  for (const declined of matched.length === 0 ? declinedKeys(key) : []) {
    const known = new Set(matched.map((outline) => outline.id))
    matched = [...matched, ...(await candidatesFor(declined, input)).filter((outline) => !known.has(outline.id))]
  }
  if (matched.length === 0) return { elements: [], totalPages: 0 }
  // Rank the candidates' outlines, then load and present only the page shown.
  const subscribers = await subscribersOf([...new Set(matched.map((outline) => outline.artistId))])
  const ranked = matched
    .map((outline) => ({ ...outline, popularity: subscribers.get(outline.artistId) ?? 0 }))
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id)
  const pageIds = ranked.slice(input.page * size, (input.page + 1) * size).map((row) => row.id)
  const shown = pageIds.length === 0 ? [] : await load[input.type]({ ids: pageIds, genres: input.genres })
  const byId = new Map(shown.map((row) => [row.id, row.element]))
  return {
    elements: pageIds.flatMap((id) => {
      const element = byId.get(id)
      return element ? [element] : []
    }),
    totalPages: totalPages(ranked.length, size),
  }
}
