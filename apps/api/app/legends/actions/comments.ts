import { pageSizes, type CommentPage, type FeedComment } from '@kobza/contract'
import type { User } from '#accounts/public'
import { addComment, listComments, type CommentsPaging } from '#feed/public'
import { findLegend } from '#legends/actions/find_legend'

/** GET /legends/{id}/comments[/{commentId}]: the feed's comments area with kind LEGEND; anyone may read. */
export async function listLegendComments(
  uuid: string,
  replyTo: number | null,
  paging: Partial<CommentsPaging>
): Promise<CommentPage> {
  const legend = await findLegend(uuid)
  return listComments({ kind: 'LEGEND', id: legend.id }, replyTo, {
    page: paging.page ?? 0,
    size: paging.size ?? (replyTo === null ? pageSizes.comments : pageSizes.replies),
    initialTimeStamp: paging.initialTimeStamp,
    viewerId: paging.viewerId,
  })
}

/** POST /legends/{id}/comments[/{commentId}]: the legend's commentCount counts replies too, as a post's does. */
export async function addLegendComment(
  author: User,
  uuid: string,
  message: string,
  replyToId: number | null = null,
  idempotencyKey?: string
): Promise<FeedComment> {
  const legend = await findLegend(uuid)
  return addComment({ kind: 'LEGEND', id: legend.id }, author, message, {
    replyToId,
    idempotencyKey,
    onAdded: async (trx) => {
      await trx.from('legends').where('id', legend.id).increment('comment_count', 1)
    },
  })
}
