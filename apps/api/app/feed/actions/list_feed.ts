import db from '@adonisjs/lucid/services/db'
import { totalPages, type FeedQuery, type PostPage } from '@kobza/contract'
import type { User } from '#accounts/public'
import { subscribedArtistIds } from '#subscriptions/public'
import { postColumns, presentPosts, type PostRow } from '#feed/present'
import { pagingBoundary } from '#core/stored_time'
import { whereAmong } from '#core/where_among'
import { keepNewest } from '#core/bounded_map'

/**
 * Posts of active authors created at or before the query's time stamp (stable paging), without
 * those moderators hid unless `withHidden` (an author's own wall, where they show marked).
 */
export function visiblePostsQuery(query: FeedQuery, withHidden = false) {
  const base = db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('users.status', 'ACTIVE')
    .where('posts.created_at', '<', pagingBoundary(query.initialTimeStamp))
  if (!withHidden) base.whereNull('posts.hidden_at')
  return base
}

/*
 * Totals of pinned lists (the feed, walls, comments and replies). A reader paging with
 * `initialTimeStamp` asks the same count again for every page, and on a million posts (or a
 * thread of a hundred thousand comments) that count costs far more than the page itself. The set
 * it counts (rows created before a moment in the past) changes only when a row is added (a
 * backdated insert), deleted or hidden, or an author blocked: it is kept for a short while, per
 * process, under the newest id of the table (one index lookup, so any insert makes a new key) and
 * forgotten on any delete or hide; a blocked author's rows leave the total within the TTL. Lists
 * without a time stamp (their boundary moves every second) are counted every time.
 *
 * A pin in the present (its boundary, the end of its second, after the moment this process first
 * saw the table's newest id: every row up to that id was created by then) counts every matching
 * row up to the newest id, whatever its second. Such totals are kept per list, not per second, and follow new rows by
 * counting only the rows added since (ids above the last counted one): the home page, pinned to
 * the second it is served, then costs no count of the whole feed per request. Past the TTL such a
 * total is counted again in the background while its readers keep the one they had.
 */
const totals = new Map<string, { expires: number; total: Promise<number> }>()
const presentTotals = new Map<string, { expires: number; newestId: number; total: Promise<number> }>()
const firstSeen = new Map<string, number>()
const totalsTtlMs = 30_000
const totalsMax = 2000
/** Which forgetting a background count started after: one started before a delete is not kept. */
let totalsGeneration = 0

/** Forgets every kept total and page start: after a post or a comment is deleted or hidden. */
export function forgetFeedTotals(): void {
  totals.clear()
  presentTotals.clear()
  pageStarts.clear()
  totalsGeneration += 1
}

/** Keeps `value` under `key` in a Map trimmed, oldest first, to totalsMax entries. */
const keep = <Value>(map: Map<string, Value>, key: string, value: Value) => keepNewest(map, key, value, totalsMax)

const counted = (query: ReturnType<typeof db.from>) =>
  query
    .count('* as total')
    .first()
    .then((row: { total?: number | string } | null) => Number(row?.total ?? 0))

/** Kept until it fails: concurrent readers of one list share a count, a failed one is not kept. */
function shared(map: Map<string, { total: Promise<number> }>, key: string, total: Promise<number>) {
  total.catch(() => map.delete(key))
  return total
}

/** The number of rows `base` selects, kept while pinned (see above); `table` is the one counted. */
export async function pinnedTotal(
  base: ReturnType<typeof db.from>,
  initialTimeStamp: number | undefined,
  table: 'posts' | 'comments',
  compiled?: { sql: string; bindings: readonly unknown[] }
): Promise<number> {
  if (initialTimeStamp === undefined) return counted(base.clone())
  const newest = (await db.from(table).max('id as id').first()) as { id: number | string | null } | null
  const newestId = Number(newest?.id ?? 0)
  const now = Date.now()
  const seenKey = `${table}|${newestId}`
  const seenAt = firstSeen.get(seenKey) ?? now
  if (!firstSeen.has(seenKey)) keep(firstSeen, seenKey, now)
  const boundary = pagingBoundary(initialTimeStamp)
  // The caller may have compiled `base` already (a feed page keys its page starts by it).
  const { sql, bindings } = compiled ?? base.toSQL()
  if ((initialTimeStamp + 1) * 1000 > seenAt) {
    const list = `${table}|${sql}|${JSON.stringify(bindings.map((value) => (value === boundary ? 'present' : value)))}`
    // Up to the newest id read above: a row added meanwhile is the next reader's to add.
    const upTo = (query: ReturnType<typeof db.from>) => query.where(`${table}.id`, '<=', newestId)
    const known = presentTotals.get(list)
    if (!known || known.newestId > newestId) {
      const total = counted(upTo(base.clone()))
      keep(presentTotals, list, { expires: now + totalsTtlMs, newestId, total })
      return shared(presentTotals, list, total)
    }
    let entry = known
    if (known.newestId < newestId) {
      const added = counted(upTo(base.clone().where(`${table}.id`, '>', known.newestId)))
      entry = { expires: known.expires, newestId, total: Promise.all([known.total, added]).then(([a, b]) => a + b) }
      keep(presentTotals, list, entry)
      shared(presentTotals, list, entry.total)
    }
    if (entry.expires <= now) {
      // Past its TTL (a blocked author's rows must leave it) the list is counted again in the
      // background, once; its readers meanwhile keep the total they had.
      entry.expires = now + totalsTtlMs
      const generation = totalsGeneration
      counted(upTo(base.clone())).then(
        (total) => {
          if (generation === totalsGeneration) {
            keep(presentTotals, list, { expires: now + totalsTtlMs, newestId, total: Promise.resolve(total) })
          }
        },
        () => undefined
      )
    }
    return entry.total
  }
  const key = `${table}|${newestId}|${sql}|${JSON.stringify(bindings)}`
  const known = totals.get(key)
  if (known && known.expires > now) return known.total
  const total = counted(base.clone())
  keep(totals, key, { expires: now + totalsTtlMs, total })
  return shared(totals, key, total)
}

/*
 * Where the pages of pinned lists start. Page N of a list read by offset makes the database
 * walk N pages of rows first: page 500 of the public feed cost 14–54 ms of PostgreSQL where
 * page 0 costs 2. A page that was read tells where the next one starts (after its last row)
 * and where itself starts (its first row); such a page is then found from that row through
 * the (created_at, id) index, in the time of page 0: a reader scrolling on, or many readers
 * of the same page. A page nobody has reached yet is still read by offset once.
 *
 * The rows themselves are the anchor, found again by id, so the comparison uses their exact
 * stored time. Starts are kept per list (its SQL and bindings, the pin included) for the
 * totals' TTL and forgotten with them on any delete or hide, so pages follow what offsets
 * would give; if an anchor row is gone anyway (its account deleted) the page is read by offset.
 */
const pageStarts = new Map<string, { expires: number; id: number; inclusive: boolean }>()

function rememberStart(key: string, generation: number, id: number, inclusive: boolean) {
  if (generation === totalsGeneration) keep(pageStarts, key, { expires: Date.now() + totalsTtlMs, id, inclusive })
}

function knownStart(key: string) {
  const start = pageStarts.get(key)
  if (start && start.expires > Date.now()) return start
  if (start) pageStarts.delete(key)
  return undefined
}

/** One page, newest first, with the total page count: two queries plus the presenter's (one once a pinned total is known). */
export async function pageOf(
  base: ReturnType<typeof visiblePostsQuery>,
  query: FeedQuery,
  viewer: User | undefined
): Promise<PostPage> {
  const generation = totalsGeneration
  const compiled = query.initialTimeStamp === undefined ? undefined : base.toSQL()
  // A pinned list's identity for its page starts: its SQL, bindings (the pin included) and page size.
  const list = compiled && `${query.size}|${compiled.sql}|${JSON.stringify(compiled.bindings)}`
  const start = list && query.page > 0 ? knownStart(`${list}|${query.page}`) : undefined
  const rowsOf = (from: typeof start) => {
    const rows = base.clone().select(postColumns).orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc')
    if (from) {
      rows.whereRaw(
        `(posts.created_at, posts.id) ${from.inclusive ? '<=' : '<'} (select anchor.created_at, anchor.id from posts as anchor where anchor.id = ?)`,
        [from.id]
      )
    } else {
      rows.offset(query.page * query.size)
    }
    return rows.limit(query.size) as Promise<PostRow[]>
  }
  const [total, found] = await Promise.all([
    pinnedTotal(base, query.initialTimeStamp, 'posts', compiled),
    rowsOf(start),
  ])
  let rows = found
  if (start && rows.length === 0 && query.page < totalPages(total, query.size)) {
    pageStarts.delete(`${list}|${query.page}`)
    rows = await rowsOf(undefined)
  }
  if (list && rows.length > 0) {
    if (!start) rememberStart(`${list}|${query.page}`, generation, Number(rows[0]!.id), true)
    if (rows.length === query.size) {
      rememberStart(`${list}|${query.page + 1}`, generation, Number(rows[rows.length - 1]!.id), false)
    }
  }
  return {
    elements: await presentPosts(rows, viewer),
    totalPages: totalPages(total, query.size),
  }
}

/**
 * GET /contents: PUBLIC is everyone's public posts; PREMIUM is the premium posts of the
 * artists the viewer actively subscribes to (and the viewer's own). Guests have no premium tab.
 */
export async function listFeed(viewer: User | undefined, query: FeedQuery): Promise<PostPage> {
  const base = visiblePostsQuery(query).where('posts.post_type', query.postType)
  if (query.postType === 'PREMIUM') {
    if (!viewer) return { elements: [], totalPages: 0 }
    whereAmong(base, 'posts.author_id', [viewer.id, ...(await subscribedArtistIds(viewer.id))])
  }
  return pageOf(base, query, viewer)
}
