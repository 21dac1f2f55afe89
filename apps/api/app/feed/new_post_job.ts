/*
 * A new post tells the author's active subscribers, as background work (the publish answers at
 * once; a hundred thousand subscribers are written in batches). Premium and public posts alike
 * reach only active subscribers, so a premium post is never announced to someone who may not
 * open it; the notification carries no word of the post.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { enqueue, registerJob } from '#core/jobs/jobs'
import { notifyMany } from '#notifications/public'
import { activeSubscriptions } from '#subscriptions/public'

export const NEW_POST_JOB = 'feed.newPostNotifications'
const BATCH = 1000

/** In the post's transaction: no post, no job; nobody subscribed, nobody to tell, no job either. */
export async function announceNewPost(trx: TransactionClientContract, postId: number, authorId: number) {
  const anyone = await activeSubscriptions(trx).where('artist_id', authorId).select('fan_id').first()
  if (!anyone) return null
  return enqueue(NEW_POST_JOB, { postId }, { trx, dedupeKey: `${NEW_POST_JOB}:${postId}` })
}

registerJob<{ postId: number }>(NEW_POST_JOB, async ({ postId }) => {
  const post = await db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('posts.id', postId)
    .whereNull('posts.hidden_at')
    .select('posts.author_id', 'users.nick_name')
    .first()
  if (!post) return
  const authorId = Number(post.author_id)
  let after = 0
  for (;;) {
    const fans = await activeSubscriptions()
      .where('artist_id', authorId)
      .where('fan_id', '>', after)
      .orderBy('fan_id')
      .limit(BATCH)
      .select('fan_id')
    if (fans.length === 0) return
    const ids = fans.map((row) => Number(row.fan_id))
    await notifyMany(ids, {
      type: 'NEW_POST',
      actorId: authorId,
      target: { kind: 'POST', id: String(postId) },
      data: { profile: String(post.nick_name) },
      groupKey: `new-post:${postId}`,
    })
    after = ids[ids.length - 1]!
  }
})
