import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContentsController = () => import('#feed/contents_controller')
const LikesController = () => import('#feed/likes_controller')
const PollsController = () => import('#feed/polls_controller')
const CommentsController = () => import('#feed/comments_controller')

const uuid = router.matchers.uuid()
const id = router.matchers.number()

router
  .group(() => {
    router.get('contents', [ContentsController, 'index'])
    router.post('contents/likes/:id', [LikesController, 'store']).where('id', id).use(middleware.auth())
    router.delete('contents/likes/:id', [LikesController, 'destroy']).where('id', id).use(middleware.auth())
    router.get('contents/:uuid', [ContentsController, 'wall']).where('uuid', uuid)
    // The pattern is in config/bodyparser.ts's processManually: uploads stream through the controller's checks.
    router.post('contents/:uuid', [ContentsController, 'store']).where('uuid', uuid).use(middleware.auth())
    router.get('contents/:uuid/:postId', [ContentsController, 'show']).where('uuid', uuid).where('postId', id)
    router
      .delete('contents/:uuid/:postId', [ContentsController, 'destroy'])
      .where('uuid', uuid)
      .where('postId', id)
      .use(middleware.auth())

    router.post('polls/:pollId', [PollsController, 'vote']).where('pollId', id).use(middleware.auth())
    router.delete('polls/:pollId', [PollsController, 'withdraw']).where('pollId', id).use(middleware.auth())
    router.get('polls/:pollId/voters', [PollsController, 'voters']).where('pollId', id)

    router.get('comments/:postId', [CommentsController, 'index']).where('postId', id)
    router.post('comments/:postId', [CommentsController, 'store']).where('postId', id).use(middleware.auth())
    router
      .get('comments/:postId/:commentId', [CommentsController, 'replies'])
      .where('postId', id)
      .where('commentId', id)
    router
      .post('comments/:postId/:commentId', [CommentsController, 'reply'])
      .where('postId', id)
      .where('commentId', id)
      .use(middleware.auth())
  })
  .prefix('/api/v1')
