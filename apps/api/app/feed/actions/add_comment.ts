import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { feedMessages, type FeedComment as CommentAnswer } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import Comment from '#feed/comment'
import { presentComment, type CommentParent } from '#feed/actions/list_comments'
import { tellOfComment } from '#feed/notifications'

export interface AddCommentOptions {
  /** The comment replied to; a reply to a reply joins the same thread (replies are one level deep). */
  replyToId?: number | null
  /** Runs in the comment's transaction: the parent keeps its own comment count. */
  onAdded?: (trx: TransactionClientContract) => Promise<void>
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
  const comment = await db.transaction(async (trx) => {
    const created = await Comment.create(
      { parentKind: parent.kind, parentId: parent.id, replyToId, authorId: author.id, message },
      { client: trx }
    )
    await options.onAdded?.(trx)
    await tellOfComment(trx, parent, author.id, options.replyToId ?? null)
    return created
  })
  return presentComment(
    {
      id: comment.id,
      parent_id: parent.id,
      reply_to_id: replyToId,
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
