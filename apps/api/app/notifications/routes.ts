import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const NotificationsController = () => import('#notifications/notifications_controller')

const { notifications } = routes
const signedIn = { auth: 'user' } as const

// The inbox and the bell's count change nothing of the user, and the bell asks often: a token
// verified in the last seconds is believed, as the chat's poll does (revocation still ends it).
serve(notifications, NotificationsController, { list: 'index' }, { auth: 'recent' })
serve(
  notifications,
  NotificationsController,
  ['read', 'settings', 'updateSettings', 'pushSubscribe', 'pushUnsubscribe'],
  signedIn
)
// The mailed link is the proof (signed, naming the person): no session, as a mail client has none.
serve(notifications, NotificationsController, ['unsubscribe', 'unsubscribeLink', 'pushKey'])

/*
 * The live bell rides the chat's SSE stream (#chat/stream registers transmit's routes with the
 * bearer check on subscribe, and its guard ends a stream when the session ends): a user's
 * channel admits only that user.
 */
transmit.authorize<{ uuid: string }>('notifications/users/:uuid', (ctx: HttpContext, { uuid }) => {
  return ctx.currentUser?.uuid === uuid
})
