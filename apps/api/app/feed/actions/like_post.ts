import db from '@adonisjs/lucid/services/db'
import type { LikeState } from '@kobza/contract'
import type { User } from '#accounts/public'
import { visiblePost } from '#feed/access'
import { storedNow } from '#core/stored_time'
import { insertOnce } from '#feed/insert_once'
import { tellOfLike } from '#feed/notifications'

export async function likeState(postId: number, user: User): Promise<LikeState> {
  const [post, own] = await Promise.all([
    db.from('posts').where('id', postId).select('count_like').first(),
    db.from('post_likes').where({ post_id: postId, user_id: user.id }).select('id').first(),
  ])
  return { id: postId, countLike: Number(post?.count_like ?? 0), isUserLiked: !!own }
}

/**
 * Likes a post once: a repeated or concurrent like finds the unique (post, user) row taken
 * and changes nothing; the count moves only with the row that was actually inserted.
 */
export async function likePost(user: User, postId: number): Promise<LikeState> {
  await visiblePost(postId, user)
  await db.transaction(async (trx) => {
    const row = { post_id: postId, user_id: user.id, created_at: storedNow() }
    if (await insertOnce(trx, 'post_likes', row, ['post_id', 'user_id'])) {
      await trx.from('posts').where('id', postId).increment('count_like', 1)
      await tellOfLike(trx, postId, user.id)
    }
  })
  return likeState(postId, user)
}
