import type { CommentPage, FeedComment } from '@kobza/contract'

/** Which thing the comments hang under: a post (spec 000) or a legend (spec 001 §2). */
export interface CommentParent {
  kind: 'POST' | 'LEGEND'
  id: number
}

/**
 * How the comments area reaches its parent's comments. Posts use the feed's own calls; a legend
 * passes an adapter over its `/legends/{id}/comments` calls. Pages are 0-based (10 comments,
 * 2 replies a page, `initialTimeStamp` keeps pages stable while new comments arrive).
 */
export interface CommentsApi {
  /** The query-key root the area caches under, e.g. ['legends', id, 'comments']. */
  key: readonly unknown[]
  list: (page: number, initialTimeStamp?: number) => Promise<CommentPage>
  replies: (commentId: number, page: number, initialTimeStamp?: number) => Promise<CommentPage>
  add: (comment: string) => Promise<FeedComment>
  reply: (commentId: number, comment: string) => Promise<FeedComment>
}

export interface CommentsAreaProps {
  parent: CommentParent
  /** How many comments the parent reports, shown before the first page loads. */
  count?: number
  /** Required for a LEGEND parent; a POST parent defaults to the feed's calls. */
  api?: CommentsApi
}

// Placeholder until the comments area lands (issue 11); legends compose it the same way.
export function CommentsArea(_props: CommentsAreaProps) {
  return null
}
