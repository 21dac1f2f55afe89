import { ApiError, type ApiClient } from '@kobza/api-client'
import { legendMessages } from '@kobza/contract'
import type { ActionSender } from '../../../shared/network/offlineQueue'
import { legendCommentsApi, voteForLegend } from './legends'
import type { QueuedLegendComment, QueuedLegendReply, QueuedLegendVote } from './offlineActions'

/*
 * The senders of the Hall of Fame's actions made offline (api/offlineActions), through the same
 * calls as when online. The shell loads this module on first use (../public.ts).
 */

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
    legendCommentsApi(client, payload.uuid).add(payload.text, payload.idempotencyKey),
  'legends.reply': (client, payload: QueuedLegendReply) =>
    legendCommentsApi(client, payload.uuid).reply(payload.commentId, payload.text, payload.idempotencyKey),
}
