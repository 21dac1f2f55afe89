import db from '@adonisjs/lucid/services/db'
import { totalPages, type FeedComment as CommentAnswer, type CommentPage } from '@kobza/contract'
import type { CommentParentKind } from '#feed/comment'
import { pinnedTotal } from '#feed/actions/list_feed'
import { isoOf } from '#core/stored_time'
import { pagingBoundary } from '#core/stored_time'

export interface CommentParent {
  kind: CommentParentKind
  id: number
}

export interface CommentsPaging {
  page: number
  size: number
  initialTimeStamp?: number
  /** The signed-in reader: their own comments moderators hid still show to them, marked. */
  viewerId?: number
}

/** Comments moderators hid are left out, except the viewer's own. */
function withoutHidden(query: ReturnType<typeof db.from>, viewerId: number | undefined) {
  if (viewerId === undefined) query.whereNull('comments.hidden_at')
  else query.where((where) => where.whereNull('comments.hidden_at').orWhere('comments.author_id', viewerId))
}

interface CommentRow {
  id: number
  parent_id: number
  reply_to_id: number | null
  message: string
  created_at: Date | string
  hidden_at?: Date | string | null
  hidden_reason?: string | null
  uuid: string
  nick_name: string
  public_name: string
  avatar: string | null
}

/**
 * A page of a parent's comments (`replyTo` null: newest first, 10 a page) or of one comment's
 * replies (oldest first, 2 a page), created at or before the paging time stamp. Comments of
 * accounts that are no longer active are left out. Four queries whatever the page holds (three
 * once a pinned total is known, see pinnedTotal).
 * The caller has checked the viewer may see the parent.
 */
export async function listComments(
  parent: CommentParent,
  replyTo: number | null,
  paging: CommentsPaging
): Promise<CommentPage> {
  const base = db
    .from('comments')
    .join('users', 'users.id', 'comments.author_id')
    .where('users.status', 'ACTIVE')
    .where('comments.parent_kind', parent.kind)
    .where('comments.parent_id', parent.id)
    .where('comments.created_at', '<', pagingBoundary(paging.initialTimeStamp))
  withoutHidden(base, paging.viewerId)
  if (replyTo === null) base.whereNull('comments.reply_to_id')
  else base.where('comments.reply_to_id', replyTo)
  const direction = replyTo === null ? 'desc' : 'asc'
  const [total, rows] = await Promise.all([
    pinnedTotal(base, paging.initialTimeStamp, 'comments'),
    base
      .clone()
      .select(
        'comments.id',
        'comments.parent_id',
        'comments.reply_to_id',
        'comments.message',
        'comments.created_at',
        'comments.hidden_at',
        'comments.hidden_reason',
        'users.uuid',
        'users.nick_name',
        'users.public_name',
        'users.avatar'
      )
      .orderBy('comments.created_at', direction)
      .orderBy('comments.id', direction)
      .offset(paging.page * paging.size)
      .limit(paging.size) as Promise<CommentRow[]>,
  ])
  const tails = new Map<number, number[]>()
  if (replyTo === null && rows.length > 0) {
    const repliesQuery = db
      .from('comments')
      .join('users', 'users.id', 'comments.author_id')
      .where('users.status', 'ACTIVE')
    withoutHidden(repliesQuery, paging.viewerId)
    const replies = await repliesQuery
      .whereIn(
        'comments.reply_to_id',
        rows.map((row) => Number(row.id))
      )
      .orderBy('comments.created_at', 'asc')
      .orderBy('comments.id', 'asc')
      .select('comments.id', 'comments.reply_to_id')
    for (const reply of replies as { id: number; reply_to_id: number }[]) {
      const list = tails.get(Number(reply.reply_to_id)) ?? []
      list.push(Number(reply.id))
      tails.set(Number(reply.reply_to_id), list)
    }
  }
  return {
    elements: rows.map((row) => presentComment(row, tails.get(Number(row.id)) ?? [])),
    totalPages: totalPages(total, paging.size),
  }
}

export function presentComment(row: CommentRow, tailIds: number[]): CommentAnswer {
  return {
    id: Number(row.id),
    postId: Number(row.parent_id),
    parentCommentId: row.reply_to_id === null ? null : Number(row.reply_to_id),
    message: row.message,
    publishedAt: isoOf(row.created_at),
    userCommenter: { uuid: row.uuid, nickName: row.nick_name, publicName: row.public_name, avatar: row.avatar },
    tailIds,
    ...(row.hidden_at ? { hidden: { reason: row.hidden_reason ?? '', hiddenAt: isoOf(row.hidden_at) } } : {}),
  }
}
