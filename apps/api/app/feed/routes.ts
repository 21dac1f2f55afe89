import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'
import '#feed/register'
import '#feed/home_primer'

const ContentsController = () => import('#feed/contents_controller')
const LikesController = () => import('#feed/likes_controller')
const PollsController = () => import('#feed/polls_controller')
const CommentsController = () => import('#feed/comments_controller')

const uuid = router.matchers.uuid()
const id = router.matchers.number()
const feed = routes.feed

endpointRoute(feed.feed, [ContentsController, 'index'])
endpointRoute(feed.like, [LikesController, 'store']).where('id', id).use(middleware.auth())
endpointRoute(feed.unlike, [LikesController, 'destroy']).where('id', id).use(middleware.auth())
endpointRoute(feed.wall, [ContentsController, 'wall']).where('uuid', uuid)
// The pattern is in app/media/multipart_routes.ts's fileRoutes: uploads stream through the controller's checks.
endpointRoute(feed.createPost, [ContentsController, 'store']).where('uuid', uuid).use(middleware.auth())
endpointRoute(feed.showPost, [ContentsController, 'show']).where('uuid', uuid).where('postId', id)
endpointRoute(feed.deletePost, [ContentsController, 'destroy'])
  .where('uuid', uuid)
  .where('postId', id)
  .use(middleware.auth())

endpointRoute(feed.vote, [PollsController, 'vote']).where('pollId', id).use(middleware.auth())
endpointRoute(feed.withdrawVote, [PollsController, 'withdraw']).where('pollId', id).use(middleware.auth())
endpointRoute(feed.pollVoters, [PollsController, 'voters']).where('pollId', id)

endpointRoute(feed.comments, [CommentsController, 'index']).where('postId', id)
endpointRoute(feed.addComment, [CommentsController, 'store']).where('postId', id).use(middleware.auth())
endpointRoute(feed.replies, [CommentsController, 'replies']).where('postId', id).where('commentId', id)
endpointRoute(feed.reply, [CommentsController, 'reply'])
  .where('postId', id)
  .where('commentId', id)
  .use(middleware.auth())
