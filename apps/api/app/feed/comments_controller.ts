import type { HttpContext } from '@adonisjs/core/http'
import { commentsQuery, pageSizes } from '@kobza/contract'
import { validate } from '#core/validate'
import { commentRequestOf } from '#feed/comment_request'
import { optionalViewer } from '#accounts/public'
import { addPostComment, listPostComments } from '#feed/actions/post_comments'

const commentsPaging = commentsQuery(pageSizes.comments)
const repliesPaging = commentsQuery(pageSizes.replies)

export default class CommentsController {
  /** GET /api/v1/comments/{postId}: 10 a page, newest first. */
  async index(ctx: HttpContext) {
    const paging = validate(commentsPaging, ctx.request.qs())
    return listPostComments(await optionalViewer(ctx), Number(ctx.params.postId), null, paging)
  }

  /** GET /api/v1/comments/{postId}/{commentId}: a comment's replies, 2 a page, oldest first. */
  async replies(ctx: HttpContext) {
    const paging = validate(repliesPaging, ctx.request.qs())
    return listPostComments(await optionalViewer(ctx), Number(ctx.params.postId), Number(ctx.params.commentId), paging)
  }

  /** POST /api/v1/comments/{postId}: multipart (or JSON) with `comment`; an Idempotency-Key header is honoured. */
  async store({ currentUser, params, request, response }: HttpContext) {
    const { comment, idempotencyKey } = commentRequestOf(request)
    return response.created(await addPostComment(currentUser!, Number(params.postId), comment, null, idempotencyKey))
  }

  /** POST /api/v1/comments/{postId}/{commentId}: a reply. */
  async reply({ currentUser, params, request, response }: HttpContext) {
    const { comment, idempotencyKey } = commentRequestOf(request)
    return response.created(
      await addPostComment(currentUser!, Number(params.postId), comment, Number(params.commentId), idempotencyKey)
    )
  }
}
