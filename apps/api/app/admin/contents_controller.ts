import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { adminDeleteRequest, adminContentUpdate, moderationMessages, type AdminContent } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { Comment, deleteContent, moderateContent, Post, type FeedContentKind } from '#feed/public'
import { answerList, parseListQuery, type ListQuery } from '#admin/simple_rest'
import { dayBound } from '#core/stored_time'

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
  list: ListQuery
) {
  const { filter } = list
  const authorId = Number(filter.authorId)
  if (Number.isInteger(authorId) && authorId > 0) query.where('author_id', authorId)
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
  if (Array.isArray(filter.id)) query.whereIn('id', filter.id.map(Number).filter(Number.isInteger))
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

const idOf = (raw: unknown) => (/^\d{1,10}$/.test(String(raw)) ? Number(raw) : 0)

/**
 * /admin/api/posts and /admin/api/comments — the console's Content: moderators filter posts and
 * comments (author, type, date, reported, hidden), hide them with a reason, show them again, or
 * delete them; every change is audited by the feed in the same transaction.
 */
export abstract class ContentsController {
  protected abstract kind: FeedContentKind

  private async one(id: number): Promise<AdminContent> {
    if (this.kind === 'POST') {
      const post = id ? await Post.find(id) : null
      if (!post) throw ApiException.notFound(moderationMessages.contentNotFound)
      return (await presentPosts([post]))[0]!
    }
    const comment = id ? await Comment.find(id) : null
    if (!comment) throw ApiException.notFound(moderationMessages.contentNotFound)
    return (await presentComments([comment]))[0]!
  }

  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const columnFor = (field: string) => COLUMNS[field] ?? 'id'
    if (this.kind === 'POST') {
      const query = Post.query()
      applyFilters(query, 'POST', list)
      if (list.filter.type === 'PUBLIC' || list.filter.type === 'PREMIUM') query.where('post_type', list.filter.type)
      return presentPosts(await answerList(ctx, 'posts', query, list, columnFor))
    }
    const query = Comment.query()
    applyFilters(query, 'COMMENT', list)
    if (list.filter.type === 'POST' || list.filter.type === 'LEGEND') query.where('parent_kind', list.filter.type)
    return presentComments(await answerList(ctx, 'comments', query, list, columnFor))
  }

  async show({ params }: HttpContext) {
    return this.one(idOf(params.id))
  }

  /** PUT with `{ hidden: true, reason }` or `{ hidden: false }` (react-admin's bulk update sends it per id). */
  async update(ctx: HttpContext) {
    const id = idOf(ctx.params.id)
    await this.one(id)
    const change = validate(adminContentUpdate, ctx.request.body())
    await moderateContent(this.kind, id, change, ctx.currentUser!)
    return this.one(id)
  }

  /** DELETE with `{ reason }` (the body; react-admin's delete carries it from the console's dialog). */
  async destroy(ctx: HttpContext) {
    const id = idOf(ctx.params.id)
    const before = await this.one(id)
    const { reason } = validate(adminDeleteRequest, ctx.request.body())
    await deleteContent(this.kind, id, ctx.currentUser!, reason)
    return before
  }
}
