import { pageSizes, type FeedComment, type CommentPage } from '@kobza/contract'
import type { User } from '#accounts/public'
import { visiblePost } from '#feed/access'
import { listComments, type CommentsPaging } from '#feed/actions/list_comments'
import { addComment } from '#feed/actions/add_comment'

/** GET /comments/{postId}[/{commentId}]: only for viewers who may see the post. */
export async function listPostComments(
  viewer: User | undefined,
  postId: number,
  replyTo: number | null,
  paging: Partial<CommentsPaging>
): Promise<CommentPage> {
  await visiblePost(postId, viewer)
  const size = paging.size ?? (replyTo === null ? pageSizes.comments : pageSizes.replies)
  return listComments({ kind: 'POST', id: postId }, replyTo, {
    page: paging.page ?? 0,
    size,
    initialTimeStamp: paging.initialTimeStamp,
    viewerId: viewer?.id,
  })
}

/** POST /comments/{postId}[/{commentId}]: the post's countComments counts replies too (spec 001 §4). */
export async function addPostComment(
  author: User,
  postId: number,
  message: string,
  replyToId: number | null = null,
  idempotencyKey?: string
): Promise<FeedComment> {
  await visiblePost(postId, author)
  return addComment({ kind: 'POST', id: postId }, author, message, {
    replyToId,
    idempotencyKey,
    onAdded: async (trx) => {
      await trx.from('posts').where('id', postId).increment('count_comments', 1)
    },
  })
}
