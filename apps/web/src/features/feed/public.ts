/** What other features may use from the feed (the app's one door into it, like the API's public.ts). */
export { PostWall, CommentsArea, ComposerPopup, preloadPostWall } from './doors'
export type { PostWallProps } from './components/PostWall'
export type { CommentsApi, CommentsAreaProps, CommentParent } from './components/CommentsArea'
export type { ComposerPopupProps } from './composer/ComposerPopup'
export { feedOfflineSenders } from './api/offlineActions'
export type { CommentsOffline } from './api/offlineActions'
