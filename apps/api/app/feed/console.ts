import db from '@adonisjs/lucid/services/db'
import { moderationMessages, type AdminContent } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { dayBound } from '#core/stored_time'
import { idFilter, idsFilter, type ListQuery } from '#admin/public'
import Post from '#feed/post'
import Comment from '#feed/comment'
import type { FeedContentKind } from '#feed/actions/moderate'

/* The console's Content: posts and comments as moderators filter and read them (app/admin routes them). */

const COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', authorId: 'author_id' }

/** A page's report counts, per kind: one query (reports name their target by its id as text). */
async function reportCounts(kind: FeedContentKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows: Array<{ target_id: string; total: number | string }> = await db
    .from('reports')
    .where('target_kind', kind)
    .whereIn('target_id', ids.map(String))
    .groupBy('target_id')
    .select('target_id')
    .count('* as total')
  return new Map(rows.map((row) => [Number(row.target_id), Number(row.total)]))
}

/** Filters both resources share: author, date range, reported (has any report), hidden. */
function applyFilters(
  query: ReturnType<typeof Post.query> | ReturnType<typeof Comment.query>,
  kind: FeedContentKind,
  filter: ListQuery['filter']
) {
  const authorId = idFilter(filter.authorId)
  if (authorId) query.where('author_id', authorId)
  const from = dayBound(filter.createdAt_gte, false)
  if (from) query.where('created_at', '>=', from)
  const to = dayBound(filter.createdAt_lte, true)
  if (to) query.where('created_at', '<=', to)
  const table = kind === 'POST' ? 'posts' : 'comments'
  const reported = db
    .from('reports')
    .where('target_kind', kind)
    // Reports name targets by text ids: compare as text on both databases.
    .whereRaw(`reports.target_id = cast(${table}.id as varchar(64))`)
  if (filter.reported === true) query.whereExists(reported)
  if (filter.reported === false) query.whereNotExists(reported)
  if (filter.hidden === true) query.whereNotNull('hidden_at')
  if (filter.hidden === false) query.whereNull('hidden_at')
  const ids = idsFilter(filter)
  if (ids) query.whereIn('id', ids)
}

async function presentPosts(posts: Post[]): Promise<AdminContent[]> {
  const ids = posts.map((post) => post.id)
  const [counts, texts] = await Promise.all([
    reportCounts('POST', ids),
    ids.length === 0
      ? Promise.resolve([] as Array<{ post_id: number; context: string | null }>)
      : (db
          .from('post_contents')
          .whereIn('post_id', ids)
          .where('type', 'MESSAGE')
          .orderBy('position')
          .select('post_id', 'context') as Promise<Array<{ post_id: number; context: string | null }>>),
  ])
  const textOf = new Map<number, string>()
  for (const row of texts) if (!textOf.has(Number(row.post_id))) textOf.set(Number(row.post_id), row.context ?? '')
  return posts.map((post) => ({
    id: post.id,
    authorId: post.authorId,
    type: post.postType,
    text: textOf.get(post.id) ?? '',
    parentId: null,
    reportCount: counts.get(post.id) ?? 0,
    hidden: post.hiddenAt !== null,
    hiddenReason: post.hiddenReason,
    hiddenAt: post.hiddenAt?.toISO() ?? null,
    createdAt: post.createdAt.toISO()!,
  }))
}

async function presentComments(comments: Comment[]): Promise<AdminContent[]> {
  const counts = await reportCounts(
    'COMMENT',
    comments.map((comment) => comment.id)
  )
  return comments.map((comment) => ({
    id: comment.id,
    authorId: comment.authorId,
    type: comment.parentKind,
    text: comment.message,
    parentId: comment.parentId,
    reportCount: counts.get(comment.id) ?? 0,
    hidden: comment.hiddenAt !== null,
    hiddenReason: comment.hiddenReason,
    hiddenAt: comment.hiddenAt?.toISO() ?? null,
    createdAt: comment.createdAt.toISO()!,
  }))
}

/* A console id: digits only (at most ten); anything else names no content. */
const idOf = (raw: unknown) => (/^\d{1,10}$/.test(String(raw)) ? Number(raw) : 0)

/** /admin/api/posts: filtered by author, day, reported, hidden and type (public or premium). */
export const postsConsole = {
  columns: COLUMNS,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Post.query()
    applyFilters(query, 'POST', filter)
    if (filter.type === 'PUBLIC' || filter.type === 'PREMIUM') query.where('post_type', filter.type)
    return query
  },
  present: presentPosts,
  async find(raw: unknown) {
    const id = idOf(raw)
    const post = id ? await Post.find(id) : null
    if (!post) throw ApiException.notFound(moderationMessages.contentNotFound)
    return post
  },
}

/** /admin/api/comments: the same filters, the type being where the comment was left (post or legend). */
export const commentsConsole = {
  columns: COLUMNS,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Comment.query()
    applyFilters(query, 'COMMENT', filter)
    if (filter.type === 'POST' || filter.type === 'LEGEND') query.where('parent_kind', filter.type)
    return query
  },
  present: presentComments,
  async find(raw: unknown) {
    const id = idOf(raw)
    const comment = id ? await Comment.find(id) : null
    if (!comment) throw ApiException.notFound(moderationMessages.contentNotFound)
    return comment
  },
}
