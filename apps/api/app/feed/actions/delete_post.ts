import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { feedMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { deleteMedia } from '#media/public'
import { forgetFeedTotals } from '#feed/actions/list_feed'

/**
 * Deletes the author's own post with its contents, poll, likes and comments, then its files.
 * Rows go first, in one transaction: a file left behind by a failed delete is never served
 * for a post that no longer exists, while the reverse would show a post with missing media.
 */
export async function deletePost(user: User, authorUuid: string, postId: number): Promise<void> {
  const post = await db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('posts.id', postId)
    .where('users.uuid', authorUuid)
    .select('posts.id', 'posts.author_id')
    .first()
  if (!post) throw ApiException.notFound(feedMessages.postNotFound)
  if (Number(post.author_id) !== user.id) throw ApiException.forbidden(feedMessages.onlyAuthorDeletes)
  const keys = await db.transaction(async (trx) => {
    const media = await trx.from('post_contents').where('post_id', postId).select('media_key', 'thumbnail_key')
    await trx.from('comments').where({ parent_kind: 'POST', parent_id: postId }).delete()
    await trx.from('posts').where('id', postId).delete()
    return media
      .flatMap((row: { media_key: string | null; thumbnail_key: string | null }) => [row.media_key, row.thumbnail_key])
      .filter((key): key is string => !!key)
  })
  forgetFeedTotals()
  await deleteMedia(keys).catch((error) => logger.warn({ err: error, keys }, 'post media left on the disk'))
}
