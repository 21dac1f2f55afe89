import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'
import { registerChatStream } from '#chat/stream'
import '#chat/register'

const ChatsController = () => import('#chat/chats_controller')

const { chat } = routes

router
  .group(() => {
    endpointRoute(chat.chats, [ChatsController, 'index'])
    endpointRoute(chat.status, [ChatsController, 'status'])
    // The pattern is in app/media/multipart_routes.ts's fileRoutes: the picture streams through the controller's checks.
    endpointRoute(chat.send, [ChatsController, 'send'])
  })
  .use(middleware.auth())

// The 500 ms poll believes a recently verified token (a revocation or block still ends it at once).
endpointRoute(chat.messages, [ChatsController, 'messages'])
  .where('id', router.matchers.number())
  .use(middleware.auth({ trustRecent: true }))

registerChatStream()
