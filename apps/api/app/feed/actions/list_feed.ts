import db from '@adonisjs/lucid/services/db'
import { totalPages, type FeedQuery, type PostPage } from '@kobza/contract'
import type { User } from '#accounts/public'
import { subscribedArtistIds } from '#subscriptions/public'
import { postColumns, presentPosts, type PostRow } from '#feed/present_posts'
import { pagingBoundary } from '#feed/timestamps'
import { whereAmong } from '#core/where_among'

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

/** Forgets every kept total: after a post or a comment is deleted or hidden. */
export function forgetFeedTotals(): void {
  totals.clear()
  presentTotals.clear()
  totalsGeneration += 1
}

/** Keeps `value` under `key` in a Map trimmed, oldest first, to totalsMax entries. */
function keep<Value>(map: Map<string, Value>, key: string, value: Value) {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= totalsMax) break
    map.delete(oldest)
  }
}

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
  table: 'posts' | 'comments'
): Promise<number> {
  if (initialTimeStamp === undefined) return counted(base.clone())
  const newest = (await db.from(table).max('id as id').first()) as { id: number | string | null } | null
  const newestId = Number(newest?.id ?? 0)
  const now = Date.now()
  const seenKey = `${table}|${newestId}`
  const seenAt = firstSeen.get(seenKey) ?? now
  if (!firstSeen.has(seenKey)) keep(firstSeen, seenKey, now)
  const boundary = pagingBoundary(initialTimeStamp)
  const { sql, bindings } = base.toSQL()
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

/** One page, newest first, with the total page count: two queries plus the presenter's (one once a pinned total is known). */
export async function pageOf(
  base: ReturnType<typeof visiblePostsQuery>,
  query: FeedQuery,
  viewer: User | undefined
): Promise<PostPage> {
  const [total, rows] = await Promise.all([
    pinnedTotal(base, query.initialTimeStamp, 'posts'),
    base
      .clone()
      .select(postColumns)
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .offset(query.page * query.size)
      .limit(query.size) as Promise<PostRow[]>,
  ])
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
