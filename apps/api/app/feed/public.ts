/*
 * What other domains may use of the feed: the comments area (the Hall of Fame's legends plug
 * in as a second parent kind, spec 001 §2) and the post rules' entry point for the seed.
 */
export { listComments, type CommentParent, type CommentsPaging } from '#feed/actions/list_comments'
export { addComment, type AddCommentOptions } from '#feed/actions/add_comment'
export { commentRequestOf } from '#feed/comment_request'
export { type CommentParentKind } from '#feed/comment'
export { createPost, type CreatePostInput } from '#feed/actions/create_post'
/* For the Hall of Fame's legends (issue 16): their comments go when a legend is removed; likes and votes count once. */
export { deleteComments } from '#feed/actions/delete_comments'
export { insertOnce } from '#feed/insert_once'
/* The console's Content resources (app/admin): posts and comments, hidden, shown again or deleted. */
export { default as Post } from '#feed/post'
export { default as Comment } from '#feed/comment'
export { moderateContent, deleteContent, type FeedContentKind } from '#feed/actions/moderate'
export { postsConsole, commentsConsole } from '#feed/console'
