import db from '@adonisjs/lucid/services/db'
import { feedMessages, type FeedPost } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { visiblePost } from '#feed/access'
import { postColumns, presentPosts, type PostRow } from '#feed/present'

/** One post by id, on its author's wall (`authorUuid`), for viewers allowed to see it. */
export async function showPost(authorUuid: string, postId: number, viewer: User | undefined): Promise<FeedPost> {
  await visiblePost(postId, viewer)
  const row = (await db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('posts.id', postId)
    .where('users.uuid', authorUuid)
    .select(postColumns)
    .first()) as PostRow | null
  if (!row) throw ApiException.notFound(feedMessages.postNotFound)
  const [post] = await presentPosts([row], viewer)
  return post!
}
