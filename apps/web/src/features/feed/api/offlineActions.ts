import type { ActionSender, OfflineAction } from '../../../shared/network/offlineQueue'
import { likePost, postCommentsCalls, votePoll } from './feedApi'

/*
 * The feed's actions that may wait offline (issue 35), sent later through the same calls as when
 * online. Keys: a post's like and a poll's vote are replaced by a later one of the same thing;
 * every comment and reply is its own (a unique key under its post's or comment's prefix).
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
  /** Absent from a comment queued before the app sent keys. */
  idempotencyKey?: string
}
export interface QueuedReply extends QueuedComment {
  commentId: number
}

export const offlineKeys = {
  like: (postId: number) => `feed.like:${postId}`,
  vote: (pollId: number) => `feed.vote:${pollId}`,
}

/** Where a parent's comments and replies made offline wait: the actions without their text. */
export interface CommentsOffline {
  comments: OfflineAction
  replies: (commentId: number) => OfflineAction
}

/**
 * How the comments area queues a post's comment or reply (CommentsApi.offline): the action
 * without its text and its unique key, which the area adds.
 */
export const postCommentsOffline = (postId: number): CommentsOffline => ({
  comments: { kind: 'feed.comment', key: `feed.comment:${postId}`, payload: { postId } },
  replies: (commentId: number) => ({
    kind: 'feed.reply',
    key: `feed.reply:${postId}:${commentId}`,
    payload: { postId, commentId },
  }),
})

export const feedOfflineSenders: Readonly<Record<string, ActionSender>> = {
  'feed.like': (client, payload: QueuedLike) => likePost(client, payload.postId, payload.liked),
  'feed.vote': (client, payload: QueuedVote) => votePoll(client, payload.pollId, payload.optionIds),
  'feed.comment': (client, payload: QueuedComment) =>
    postCommentsCalls(client, payload.postId).add(payload.text, payload.idempotencyKey),
  'feed.reply': (client, payload: QueuedReply) =>
    postCommentsCalls(client, payload.postId).reply(payload.commentId, payload.text, payload.idempotencyKey),
}
