import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notify } from '#notifications/public'
import { activeSubscriptions } from '#subscriptions/public'
import type { CommentParent } from '#feed/actions/list_comments'

interface PostOfNotice {
  id: number
  author_id: number | string
  post_type: 'PUBLIC' | 'PREMIUM'
  nick_name: string
}

async function postOf(trx: TransactionClientContract, postId: number): Promise<PostOfNotice | null> {
  return trx
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('posts.id', postId)
    .select('posts.id', 'posts.author_id', 'posts.post_type', 'users.nick_name')
    .first()
}

/** In the comment's transaction (SQLite has one connection: a query beside it would wait for it). */
async function stillSubscribed(trx: TransactionClientContract, fanId: number, artistId: number) {
  const row = await activeSubscriptions(trx).where({ fan_id: fanId, artist_id: artistId }).first()
  return !!row
}

const postTarget = (post: PostOfNotice) => ({
  target: { kind: 'POST' as const, id: String(post.id) },
  // Where the web shows the post: its author's profile.
  data: { profile: post.nick_name },
})

/**
 * A comment on a post tells the post's author; a reply also tells the author of the comment it
 * answers — unless the post is premium and that person may no longer see it (their subscription
 * lapsed). Neither carries the comment's words.
 */
export async function tellOfComment(
  trx: TransactionClientContract,
  parent: CommentParent,
  authorId: number,
  repliedToCommentId: number | null
) {
  if (parent.kind !== 'POST') return
  const post = await postOf(trx, parent.id)
  if (!post) return
  const postAuthorId = Number(post.author_id)
  await notify(trx, { type: 'POST_COMMENTED', recipientId: postAuthorId, actorId: authorId, ...postTarget(post) })
  if (repliedToCommentId === null) return
  const replied = await trx.from('comments').where('id', repliedToCommentId).select('author_id').first()
  const recipientId = Number(replied?.author_id ?? 0)
  if (!replied || recipientId === postAuthorId) return
  if (post.post_type === 'PREMIUM' && !(await stillSubscribed(trx, recipientId, postAuthorId))) return
  await notify(trx, { type: 'COMMENT_REPLIED', recipientId, actorId: authorId, ...postTarget(post) })
}

/** Likes of one post fold into one unread notification of its author. */
export async function tellOfLike(trx: TransactionClientContract, postId: number, likerId: number) {
  const post = await postOf(trx, postId)
  if (!post) return
  await notify(trx, {
    type: 'POST_LIKED',
    recipientId: Number(post.author_id),
    actorId: likerId,
    groupKey: `like:post:${post.id}`,
    ...postTarget(post),
  })
}
