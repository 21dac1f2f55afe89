import db from '@adonisjs/lucid/services/db'
import type { LikeState } from '@kobza/contract'
import type { User } from '#accounts/public'
import { visiblePost } from '#feed/access'
import { likeState } from '#feed/actions/like_post'

/** Removes the caller's like if there is one; the count drops only for a row actually deleted. */
export async function unlikePost(user: User, postId: number): Promise<LikeState> {
  await visiblePost(postId, user)
  await db.transaction(async (trx) => {
    const deleted = await trx.from('post_likes').where({ post_id: postId, user_id: user.id }).delete()
    const count = Array.isArray(deleted) ? deleted.length : Number(deleted)
    if (count > 0) await trx.from('posts').where('id', postId).decrement('count_like', count)
  })
  return likeState(postId, user)
}
