/*
 * A new post tells the author's active subscribers, as background work (the publish answers at
 * once; a hundred thousand subscribers are written in batches). Premium and public posts alike
 * reach only active subscribers, so a premium post is never announced to someone who may not
 * open it; the notification carries no word of the post.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { enqueue, registerJob } from '#core/jobs/jobs'
import { notifyAmong } from '#notifications/public'
import { activeSubscriptions } from '#subscriptions/public'

export const NEW_POST_JOB = 'feed.newPostNotifications'
/** Subscribers told per transaction: one INSERT … SELECT each. */
const BATCH = 5000

/** In the post's transaction: no post, no job; nobody subscribed, nobody to tell, no job either. */
export async function announceNewPost(trx: TransactionClientContract, postId: number, authorId: number) {
  const anyone = await activeSubscriptions(trx).where('artist_id', authorId).select('fan_id').first()
  if (!anyone) return null
  return enqueue(NEW_POST_JOB, { postId }, { trx, dedupeKey: `${NEW_POST_JOB}:${postId}` })
}

// One fan-out at a time per process: each batch is already a set-based write, and several at once
// (an artist publishing a burst) only take the cores from the requests.
registerJob<{ postId: number }>(
  NEW_POST_JOB,
  async ({ postId }) => {
    const post = await db
      .from('posts')
      .join('users', 'users.id', 'posts.author_id')
      .where('posts.id', postId)
      .whereNull('posts.hidden_at')
      .select('posts.author_id', 'users.nick_name')
      .first()
    if (!post) return
    const authorId = Number(post.author_id)
    const event = {
      type: 'NEW_POST' as const,
      actorId: authorId,
      target: { kind: 'POST' as const, id: String(postId) },
      data: { profile: String(post.nick_name) },
      groupKey: `new-post:${postId}`,
    }
    // Keyset batches of the subscribers' ids: each batch is one INSERT … SELECT of the range
    // (after, upto]; the last one runs to the end.
    let after = 0
    for (;;) {
      const bound = await activeSubscriptions()
        .where('artist_id', authorId)
        .where('fan_id', '>', after)
        .orderBy('fan_id')
        .offset(BATCH - 1)
        .select('fan_id')
        .first()
      const upto = bound ? Number(bound.fan_id) : null
      const range = activeSubscriptions().where('artist_id', authorId).where('fan_id', '>', after)
      if (upto !== null) range.where('fan_id', '<=', upto)
      await notifyAmong(range.select('fan_id as recipient_id'), event)
      if (upto === null) return
      after = upto
    }
  },
  { concurrency: 1 }
)
