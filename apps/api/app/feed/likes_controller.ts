import type { HttpContext } from '@adonisjs/core/http'
import { likePost } from '#feed/actions/like_post'
import { unlikePost } from '#feed/actions/unlike_post'

export default class LikesController {
  /** POST /api/v1/contents/likes/{id}: idempotent. */
  async store({ currentUser, params }: HttpContext) {
    return likePost(currentUser!, Number(params.id))
  }

  /** DELETE /api/v1/contents/likes/{id}: idempotent. */
  async destroy({ currentUser, params }: HttpContext) {
    return unlikePost(currentUser!, Number(params.id))
  }
}
