import db from '@adonisjs/lucid/services/db'
import { totalPages, type FeedQuery, type PostPage } from '@kobza/contract'
import type { User } from '#accounts/public'
import { subscribedArtistIds } from '#subscriptions/public'
import { postColumns, presentPosts, type PostRow } from '#feed/present_posts'
import { pagingBoundary } from '#feed/timestamps'

/** Posts of active authors created at or before the query's time stamp (stable paging). */
export function visiblePostsQuery(query: FeedQuery) {
  return db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('users.status', 'ACTIVE')
    .where('posts.created_at', '<', pagingBoundary(query.initialTimeStamp))
}

/** One page, newest first, with the total page count: two queries plus the presenter's. */
export async function pageOf(
  base: ReturnType<typeof visiblePostsQuery>,
  query: FeedQuery,
  viewer: User | undefined
): Promise<PostPage> {
  const [countRow, rows] = await Promise.all([
    base.clone().count('* as total').first(),
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
    totalPages: totalPages(Number(countRow?.total ?? 0), query.size),
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
