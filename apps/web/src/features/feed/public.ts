/** What other features may use from the feed (the app's one door into it, like the API's public.ts). */
export { PostWall, type PostWallProps } from './components/PostWall'
export { CommentsArea, type CommentsApi, type CommentsAreaProps, type CommentParent } from './components/CommentsArea'
