import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { feedMessages, idempotencyKeyHeader, type FeedComment as CommentAnswer } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { isUniqueViolation } from '#core/unique_violation'
import type { User } from '#accounts/public'
import Comment from '#feed/comment'
import { presentComment, type CommentParent } from '#feed/actions/list_comments'
import { tellOfComment } from '#feed/notifications'

export interface AddCommentOptions {
  /** The comment replied to; a reply to a reply joins the same thread (replies are one level deep). */
  replyToId?: number | null
  /** Runs in the comment's transaction: the parent keeps its own comment count. */
  onAdded?: (trx: TransactionClientContract) => Promise<void>
  /**
   * The author's name for this comment (the Idempotency-Key header): sent again, the comment is
   * not added twice and the first one is answered.
   */
  idempotencyKey?: string
}

/**
 * Adds a comment (or a reply) under a parent. The message is already validated (1–50
 * characters, the contract's addCommentRequest); the caller has checked the author may see the parent.
 */
export async function addComment(
  parent: CommentParent,
  author: User,
  message: string,
  options: AddCommentOptions = {}
): Promise<CommentAnswer> {
  let replyToId: number | null = null
  if (options.replyToId !== undefined && options.replyToId !== null) {
    const target = await Comment.query()
      .where({ id: options.replyToId, parentKind: parent.kind, parentId: parent.id })
      .first()
    // A hidden comment takes no replies except from its author (who still sees it).
    if (!target || (target.hiddenAt !== null && target.authorId !== author.id))
      throw ApiException.notFound(feedMessages.commentNotFound)
    replyToId = target.replyToId ?? target.id
  }
  const key = options.idempotencyKey ?? null
  if (key) {
    const earlier = await Comment.findBy({ authorId: author.id, idempotencyKey: key })
    if (earlier) return answerAgain(earlier, parent, author, message, replyToId)
  }
  let comment: Comment
  try {
    comment = await db.transaction(async (trx) => {
      const created = await Comment.create(
        { parentKind: parent.kind, parentId: parent.id, replyToId, authorId: author.id, message, idempotencyKey: key },
        { client: trx }
      )
      await options.onAdded?.(trx)
      await tellOfComment(trx, parent, author.id, options.replyToId ?? null)
      return created
    })
  } catch (error) {
    // The same comment sent twice at once: the unique index kept the first, this one answers it.
    const earlier =
      key && isUniqueViolation(error) ? await Comment.findBy({ authorId: author.id, idempotencyKey: key }) : null
    if (!earlier) throw error
    return answerAgain(earlier, parent, author, message, replyToId)
  }
  return present(comment, author)
}

/**
 * The answer to a comment sent again under its key: the first comment, as first answered. A key
 * reused for a different comment (another parent, thread or text) is refused rather than
 * silently answered with something the author did not send.
 */
function answerAgain(
  earlier: Comment,
  parent: CommentParent,
  author: User,
  message: string,
  replyToId: number | null
): CommentAnswer {
  const same =
    earlier.parentKind === parent.kind &&
    earlier.parentId === parent.id &&
    earlier.replyToId === replyToId &&
    earlier.message === message
  if (!same)
    throw ApiException.unprocessable([{ message: feedMessages.idempotencyKeyReused, field: idempotencyKeyHeader }])
  return present(earlier, author)
}

function present(comment: Comment, author: User): CommentAnswer {
  return presentComment(
    {
      id: comment.id,
      parent_id: comment.parentId,
      reply_to_id: comment.replyToId,
      message: comment.message,
      created_at: comment.createdAt.toJSDate(),
      uuid: author.uuid,
      nick_name: author.nickName,
      public_name: author.publicName,
      avatar: author.avatar,
    },
    []
  )
}
