import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { moderationMessages, type AdminContent } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { dayBound } from '#core/stored_time'
import { idFilter, idsFilter, type ListQuery, sortableColumns } from '#admin/public'
import Post from '#feed/post'
import Comment from '#feed/comment'
import type { FeedContentKind } from '#feed/actions/moderate'

/* The console's Content: posts and comments as moderators filter and read them (app/admin routes them). */

const COLUMNS: Record<string, string> = sortableColumns('id', 'createdAt', 'authorId')

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
  query: ModelQueryBuilderContract<LucidModel>,
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

/**
 * One Content resource: posts or comments, filtered by author, day, reported and hidden, and by
 * `types` (a post's audience, or where a comment was left) on `typeColumn`.
 */
function contentConsole<Model extends typeof Post | typeof Comment>(
  model: Model,
  kind: FeedContentKind,
  type: { column: string; values: string[] },
  present: (rows: InstanceType<Model>[]) => Promise<AdminContent[]>
) {
  return {
    columns: COLUMNS,
    newestFirst: true,
    query(filter: ListQuery['filter']): ModelQueryBuilderContract<Model> {
      const query = (model as LucidModel).query() as ModelQueryBuilderContract<Model>
      applyFilters(query, kind, filter)
      if (typeof filter.type === 'string' && type.values.includes(filter.type)) query.where(type.column, filter.type)
      return query
    },
    present,
    async find(raw: unknown): Promise<InstanceType<Model>> {
      const id = idOf(raw)
      const row = id ? await (model as LucidModel).find(id) : null
      if (!row) throw ApiException.notFound(moderationMessages.contentNotFound)
      return row as InstanceType<Model>
    },
  }
}

/** /admin/api/posts: the type is the audience (public or premium). */
export const postsConsole = contentConsole(
  Post,
  'POST',
  { column: 'post_type', values: ['PUBLIC', 'PREMIUM'] },
  presentPosts
)

/** /admin/api/comments: the type is where the comment was left (a post or a legend). */
export const commentsConsole = contentConsole(
  Comment,
  'COMMENT',
  { column: 'parent_kind', values: ['POST', 'LEGEND'] },
  presentComments
)
