import type { ActionSender } from '../../../shared/network/offlineQueue'
import { likePost, postCommentsCalls, votePoll } from './feedApi'

/*
 * The feed's actions that may wait offline (issue 35), sent later through the same calls as when
 * online. Keys: a post's like and a poll's vote are replaced by a later one of the same thing;
 * every comment is its own.
 */

export interface QueuedLike {
  postId: number
  liked: boolean
}
export interface QueuedVote {
  pollId: number
  optionIds: number[]
}
export interface QueuedComment {
  postId: number
  text: string
}

export const offlineKeys = {
  like: (postId: number) => `feed.like:${postId}`,
  vote: (pollId: number) => `feed.vote:${pollId}`,
  comment: (postId: number) =>
    `feed.comment:${postId}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`,
}

export const feedOfflineSenders: Readonly<Record<string, ActionSender>> = {
  'feed.like': (client, payload: QueuedLike) => likePost(client, payload.postId, payload.liked),
  'feed.vote': (client, payload: QueuedVote) => votePoll(client, payload.pollId, payload.optionIds),
  'feed.comment': (client, payload: QueuedComment) => postCommentsCalls(client, payload.postId).add(payload.text),
}
