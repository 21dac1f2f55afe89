/** Which thing the comments hang under: a post (spec 000) or a legend (spec 001 §2). */
export interface CommentParent {
  kind: 'POST' | 'LEGEND'
  id: number
}

export interface CommentsAreaProps {
  parent: CommentParent
  /** How many comments the parent reports, shown before the first page loads. */
  count?: number
}

// Placeholder until the comments area lands (issue 11); legends compose it the same way.
export function CommentsArea(_props: CommentsAreaProps) {
  return null
}
