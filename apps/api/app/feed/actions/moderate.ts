import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { feedMessages, moderationMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import logger from '@adonisjs/core/services/logger'
import { deleteMedia } from '#media/public'
import { visiblePost } from '#feed/access'
import { forgetFeedTotals } from '#feed/actions/list_feed'
import { storedNow } from '#core/stored_time'

/** Posts and comments, as moderation and the console's Content resources reach them. */
export type FeedContentKind = 'POST' | 'COMMENT'

const tableOf = (kind: FeedContentKind) => (kind === 'POST' ? 'posts' : 'comments')

/** A post the reporter may see, with its author; 404/403 as for reading it. */
export async function reportablePost(postId: number, reporter: User): Promise<{ authorId: number }> {
  const post = await visiblePost(postId, reporter)
  return { authorId: post.authorId }
}

/**
 * A comment the reporter may see (shown, by an active account, under a post they may see).
 * Legends' comments are public (their parent is checked by the Hall of Fame).
 */
export async function reportableComment(commentId: number, reporter: User): Promise<{ authorId: number }> {
  const row = await db
    .from('comments')
    .join('users', 'users.id', 'comments.author_id')
    .where('comments.id', commentId)
    .where('users.status', 'ACTIVE')
    .whereNull('comments.hidden_at')
    .select('comments.author_id', 'comments.parent_kind', 'comments.parent_id')
    .first()
  if (!row) throw ApiException.notFound(feedMessages.commentNotFound)
  if (row.parent_kind === 'POST') await visiblePost(Number(row.parent_id), reporter)
  return { authorId: Number(row.author_id) }
}

export interface HideState {
  authorId: number
  hidden: boolean
  reason: string | null
}

/**
 * Hides (reason given) or shows again (reason null) a post or comment in the caller's
 * transaction, returning its state before the change, or null when it does not exist.
 */
export async function setHidden(
  kind: FeedContentKind,
  id: number,
  reason: string | null,
  trx: TransactionClientContract
): Promise<HideState | null> {
  const row = await trx.from(tableOf(kind)).where('id', id).forUpdate().first()
  if (!row) return null
  const before: HideState = {
    authorId: Number(row.author_id),
    hidden: row.hidden_at !== null,
    reason: row.hidden_reason ?? null,
  }
  await trx
    .from(tableOf(kind))
    .where('id', id)
    .update(
      reason === null
        ? { hidden_at: null, hidden_reason: null }
        : { hidden_at: before.hidden ? row.hidden_at : storedNow(), hidden_reason: reason }
    )
  // Pinned totals (list_feed.ts) count shown posts and comments only.
  trx.after('commit', () => forgetFeedTotals())
  return before
}

/**
 * The console hides or shows a post or comment: the change and its audit entry (before and
 * after) share one transaction.
 */
export async function moderateContent(
  kind: FeedContentKind,
  id: number,
  change: { hidden: boolean; reason?: string },
  actor: User
): Promise<void> {
  await db.transaction(async (trx) => {
    const reason = change.hidden ? (change.reason ?? '') : null
    const before = await setHidden(kind, id, reason, trx)
    if (!before) throw ApiException.notFound(moderationMessages.contentNotFound)
    await AuditLog.record(
      change.hidden ? 'content.hidden' : 'content.unhidden',
      actor.id,
      before.authorId,
      {
        kind,
        id,
        before: { hidden: before.hidden, reason: before.reason },
        after: { hidden: change.hidden, reason },
      },
      trx
    )
  })
}

/**
 * The console deletes a post (with its contents, likes and comments) or a comment (with its
 * replies), keeping the parent's comment count, audited in the same transaction; a post's files
 * go once its rows are gone (as the author's own delete does). The moderator's reason is kept in the audit entry.
 */
export async function deleteContent(kind: FeedContentKind, id: number, actor: User, reason: string): Promise<void> {
  const keys = await db.transaction(async (trx) => {
    const row = await trx.from(tableOf(kind)).where('id', id).forUpdate().first()
    if (!row) throw ApiException.notFound(moderationMessages.contentNotFound)
    let media: string[] = []
    if (kind === 'POST') {
      const rows = await trx.from('post_contents').where('post_id', id).select('media_key', 'thumbnail_key')
      media = rows
        .flatMap((each: { media_key: string | null; thumbnail_key: string | null }) => [
          each.media_key,
          each.thumbnail_key,
        ])
        .filter((key: string | null): key is string => !!key)
      await trx.from('comments').where({ parent_kind: 'POST', parent_id: id }).delete()
      await trx.from('posts').where('id', id).delete()
    } else {
      const replies = await trx.from('comments').where('reply_to_id', id).count('* as total').first()
      const removed = 1 + Number(replies?.total ?? 0)
      await trx.from('comments').where('reply_to_id', id).delete()
      await trx.from('comments').where('id', id).delete()
      const parentTable = row.parent_kind === 'POST' ? 'posts' : 'legends'
      const countColumn = row.parent_kind === 'POST' ? 'count_comments' : 'comment_count'
      await trx
        .from(parentTable)
        .where('id', row.parent_id)
        .update({
          [countColumn]: trx.raw(`case when ${countColumn} > ? then ${countColumn} - ? else 0 end`, [removed, removed]),
        })
    }
    await AuditLog.record(
      'content.deleted',
      actor.id,
      Number(row.author_id),
      {
        kind,
        id,
        reason,
        before: { text: kind === 'COMMENT' ? row.message : undefined, hidden: row.hidden_at !== null },
        after: null,
      },
      trx
    )
    return media
  })
  forgetFeedTotals()
  await deleteMedia(keys).catch((error) => logger.warn({ err: error, keys }, 'post media left on the disk'))
}

export interface ContentPreview {
  messageType: string
  context: string
  hidden: boolean
}

/** What the console shows of reported posts or comments: one query per kind for a page of reports. */
export async function contentPreviews(kind: FeedContentKind, ids: number[]): Promise<Map<number, ContentPreview>> {
  if (ids.length === 0) return new Map()
  if (kind === 'COMMENT') {
    const rows: Array<{ id: number; message: string; hidden_at: unknown }> = await db
      .from('comments')
      .whereIn('id', ids)
      .select('id', 'message', 'hidden_at')
    return new Map(
      rows.map((row) => [
        Number(row.id),
        { messageType: 'MESSAGE', context: row.message, hidden: row.hidden_at !== null },
      ])
    )
  }
  const rows: Array<{ id: number; hidden_at: unknown; context: string | null }> = await db
    .from('posts')
    .whereIn('id', ids)
    .select(
      'id',
      'hidden_at',
      db.raw(
        "(select context from post_contents where post_contents.post_id = posts.id and post_contents.type = 'MESSAGE' order by position limit 1) as context"
      )
    )
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { messageType: 'MESSAGE', context: row.context ?? '', hidden: row.hidden_at !== null },
    ])
  )
}
