import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'
import { registerChatStream } from '#chat/stream'
import '#chat/register'

const ChatsController = () => import('#chat/chats_controller')

// The pattern of `send` is in app/media/multipart_routes.ts's fileRoutes: the picture streams through the controller's checks.
serve(routes.chat, ChatsController, { chats: 'index', status: 'status', send: 'send' }, { auth: 'user' })
// The 500 ms poll believes a recently verified token (a revocation or block still ends it at once).
serve(routes.chat, ChatsController, ['messages'], { auth: 'recent', params: { id: 'number' } })

registerChatStream()
