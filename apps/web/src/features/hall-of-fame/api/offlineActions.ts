import type { ApiClient } from '@kobza/api-client'
import { sendOrQueue, type OfflineQueue } from '../../../shared/network/offlineQueue'
import type { CommentsOffline } from '../../feed/public'
import { voteForLegend } from './legends'

/*
 * The Hall of Fame's actions that may wait offline (issue 35): a legend's vote (one per person, so
 * one key per legend), and comments and replies under a legend (each its own). Their senders are
 * in offlineSenders.ts, loaded on first use (they read the contract's messages, built on zod,
 * which the screens must not load before their first render).
 */

export interface QueuedLegendVote {
  uuid: string
}
export interface QueuedLegendComment {
  uuid: string
  text: string
  /** Absent from a comment queued before the app sent keys. */
  idempotencyKey?: string
}
export interface QueuedLegendReply extends QueuedLegendComment {
  commentId: number
}

export const legendOfflineKeys = {
  vote: (uuid: string) => `legends.vote:${uuid}`,
}

/** How the comments area queues a legend's comment or reply (CommentsApi.offline). */
export const legendCommentsOffline = (uuid: string): CommentsOffline => ({
  comments: { kind: 'legends.comment', key: `legends.comment:${uuid}`, payload: { uuid } },
  replies: (commentId) => ({
    kind: 'legends.reply',
    key: `legends.reply:${uuid}:${commentId}`,
    payload: { uuid, commentId },
  }),
})

/** Votes for a legend now, or queues the vote when offline (the person's uuid: a guest never queues). */
export const sendOrQueueVote = (offline: OfflineQueue, client: ApiClient, owner: string | undefined, uuid: string) =>
  sendOrQueue(
    offline,
    { kind: 'legends.vote', key: legendOfflineKeys.vote(uuid), owner, payload: { uuid } satisfies QueuedLegendVote },
    () => voteForLegend(client, uuid)
  )
