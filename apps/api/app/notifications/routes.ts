import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const NotificationsController = () => import('#notifications/notifications_controller')

const { notifications } = routes

// The inbox and the bell's count change nothing of the user, and the bell asks often: a token
// verified in the last seconds is believed, as the chat's poll does (revocation still ends it).
endpointRoute(notifications.list, [NotificationsController, 'index']).use(middleware.auth({ trustRecent: true }))

router
  .group(() => {
    endpointRoute(notifications.read, [NotificationsController, 'read'])
    endpointRoute(notifications.settings, [NotificationsController, 'settings'])
    endpointRoute(notifications.updateSettings, [NotificationsController, 'updateSettings'])
    endpointRoute(notifications.pushSubscribe, [NotificationsController, 'pushSubscribe'])
    endpointRoute(notifications.pushUnsubscribe, [NotificationsController, 'pushUnsubscribe'])
  })
  .use(middleware.auth())

// The mailed link is the proof (signed, naming the person): no session, as a mail client has none.
endpointRoute(notifications.unsubscribe, [NotificationsController, 'unsubscribe'])
endpointRoute(notifications.unsubscribeLink, [NotificationsController, 'unsubscribeLink'])
endpointRoute(notifications.pushKey, [NotificationsController, 'pushKey'])

/*
 * The live bell rides the chat's SSE stream (#chat/stream registers transmit's routes with the
 * bearer check on subscribe, and its guard ends a stream when the session ends): a user's
 * channel admits only that user.
 */
transmit.authorize<{ uuid: string }>('notifications/users/:uuid', (ctx: HttpContext, { uuid }) => {
  return ctx.currentUser?.uuid === uuid
})
