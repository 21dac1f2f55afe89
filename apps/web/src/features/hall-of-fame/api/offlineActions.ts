import { ApiError, type ApiClient } from '@kobza/api-client'
import { legendMessages } from '@kobza/contract'
import { sendOrQueue, type ActionSender, type OfflineQueue } from '../../../shared/network/offlineQueue'
import type { CommentsOffline } from '../../feed/public'
import { legendCommentsApi, voteForLegend } from './legends'

/*
 * The Hall of Fame's actions that may wait offline (issue 35), sent later through the same calls
 * as when online: a legend's vote (one per person, so one key per legend), and comments and
 * replies under a legend (each its own).
 */

export interface QueuedLegendVote {
  uuid: string
}
export interface QueuedLegendComment {
  uuid: string
  text: string
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

/**
 * A vote the API already counted (the first try reached it but its answer was lost, or another
 * tab sent it) is what was asked for: sent, not refused. A closed stage is still a refusal.
 */
async function voteOnce(client: ApiClient, payload: QueuedLegendVote) {
  try {
    return await voteForLegend(client, payload.uuid)
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.serverMessage === legendMessages.alreadyVoted)
      return null
    throw error
  }
}

export const legendOfflineSenders: Readonly<Record<string, ActionSender>> = {
  'legends.vote': (client, payload: QueuedLegendVote) => voteOnce(client, payload),
  'legends.comment': (client, payload: QueuedLegendComment) =>
    legendCommentsApi(client, payload.uuid).add(payload.text),
  'legends.reply': (client, payload: QueuedLegendReply) =>
    legendCommentsApi(client, payload.uuid).reply(payload.commentId, payload.text),
}

/** Votes for a legend now, or queues the vote when offline (the person's uuid: a guest never queues). */
export const sendOrQueueVote = (offline: OfflineQueue, client: ApiClient, owner: string | undefined, uuid: string) =>
  sendOrQueue(
    offline,
    { kind: 'legends.vote', key: legendOfflineKeys.vote(uuid), owner, payload: { uuid } satisfies QueuedLegendVote },
    () => voteForLegend(client, uuid)
  )
