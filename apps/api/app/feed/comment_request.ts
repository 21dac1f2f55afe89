import type { HttpContext } from '@adonisjs/core/http'
import { addCommentRequest, idempotencyKey, idempotencyKeyHeader } from '@kobza/contract'
import { validate } from '#core/validate'

export interface CommentRequest {
  comment: string
  /** The author's Idempotency-Key for this comment, when the app sent one (issue 35). */
  idempotencyKey?: string
}

/** What a comment or a reply request says, for posts and legends alike: the text and the optional key. */
export function commentRequestOf(request: HttpContext['request']): CommentRequest {
  const { comment } = validate(addCommentRequest, request.body())
  const header = request.header(idempotencyKeyHeader)
  return header === undefined ? { comment } : { comment, idempotencyKey: validate(idempotencyKey, header) }
}
