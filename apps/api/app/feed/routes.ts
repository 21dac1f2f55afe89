import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'
import '#feed/register'
import '#feed/home_primer'

const ContentsController = () => import('#feed/contents_controller')
const LikesController = () => import('#feed/likes_controller')
const PollsController = () => import('#feed/polls_controller')
const CommentsController = () => import('#feed/comments_controller')

const feed = routes.feed
const params = { uuid: 'uuid', id: 'number', postId: 'number', pollId: 'number', commentId: 'number' } as const
const open = { params }
const signedIn = { params, auth: 'user' } as const

serve(feed, ContentsController, { feed: 'index', wall: 'wall', showPost: 'show' }, open)
// The pattern is in app/media/multipart_routes.ts's fileRoutes: uploads stream through the controller's checks.
serve(feed, ContentsController, { createPost: 'store', deletePost: 'destroy' }, signedIn)
serve(feed, LikesController, { like: 'store', unlike: 'destroy' }, signedIn)
serve(feed, PollsController, { vote: 'vote', withdrawVote: 'withdraw' }, signedIn)
serve(feed, PollsController, { pollVoters: 'voters' }, open)
serve(feed, CommentsController, { comments: 'index', replies: 'replies' }, open)
serve(feed, CommentsController, { addComment: 'store', reply: 'reply' }, signedIn)
