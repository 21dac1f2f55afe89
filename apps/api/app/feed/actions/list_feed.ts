import db from '@adonisjs/lucid/services/db'
import { totalPages, type FeedQuery, type PostPage } from '@kobza/contract'
import type { User } from '#accounts/public'
import { subscribedArtistIds } from '#subscriptions/public'
import { postColumns, presentPosts, type PostRow } from '#feed/present_posts'
import { pagingBoundary } from '#feed/timestamps'

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
 * Totals of pinned lists. A reader paging with `initialTimeStamp` asks the same count again for
 * every page, and on a million posts that count costs far more than the page itself. The set it
 * counts (posts created before a moment in the past) changes only when a post is added (a
 * backdated insert), deleted or an author blocked: it is kept for a short while, per process,
 * under the newest post id (one index lookup, so any insert makes a new key) and forgotten on
 * any delete or hide; a blocked author's posts leave the total within the TTL. Lists without a time
 * stamp (their boundary moves every second) are counted every time.
 */
const totals = new Map<string, { expires: number; total: Promise<number> }>()
const totalsTtlMs = 30_000
const totalsMax = 2000

export function forgetFeedTotals(): void {
  totals.clear()
}

async function totalOf(base: ReturnType<typeof visiblePostsQuery>, query: FeedQuery): Promise<number> {
  const counting = base.clone().count('* as total')
  const run = () => counting.first().then((row: { total?: number | string } | null) => Number(row?.total ?? 0))
  if (query.initialTimeStamp === undefined) return run()
  const newest = (await db.from('posts').max('id as id').first()) as { id: number | string | null } | null
  const { sql, bindings } = counting.toSQL()
  const key = `${newest?.id ?? 0}|${sql}|${JSON.stringify(bindings)}`
  const now = Date.now()
  const known = totals.get(key)
  if (known && known.expires > now) return known.total
  // Concurrent readers of the same list share one count; a failed count is not kept.
  const total = run()
  total.catch(() => totals.delete(key))
  totals.delete(key)
  totals.set(key, { expires: now + totalsTtlMs, total })
  // Oldest first in a Map: trim from the front.
  for (const oldest of totals.keys()) {
    if (totals.size <= totalsMax) break
    totals.delete(oldest)
  }
  return total
}

/** One page, newest first, with the total page count: two queries plus the presenter's (one once a pinned total is known). */
export async function pageOf(
  base: ReturnType<typeof visiblePostsQuery>,
  query: FeedQuery,
  viewer: User | undefined
): Promise<PostPage> {
  const [total, rows] = await Promise.all([
    totalOf(base, query),
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
    base.whereIn('posts.author_id', [viewer.id, ...(await subscribedArtistIds(viewer.id))])
  }
  return pageOf(base, query, viewer)
}
