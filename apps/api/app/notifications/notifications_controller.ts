import type { HttpContext } from '@adonisjs/core/http'
import {
  markNotificationsReadRequest,
  notificationsQuery,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  updateNotificationSettingsRequest,
} from '@kobza/contract'
import { validate } from '#core/validate'
import { listNotifications } from '#notifications/actions/list_notifications'
import { markRead } from '#notifications/actions/mark_read'
import { preferencesOf, quietHoursOfUser, updatePreferences } from '#notifications/preferences'
import { subscribe, unsubscribe, vapidKeys } from '#notifications/web_push'

export default class NotificationsController {
  /** GET /api/v1/notifications?page=&size= */
  async index({ currentUser, request }: HttpContext) {
    const { page, size } = validate(notificationsQuery, request.qs())
    return listNotifications(currentUser!.id, page, size)
  }

  /** POST /api/v1/notifications/read: `{ ids }`, or `{}` for all. */
  async read({ currentUser, request }: HttpContext) {
    const { ids } = validate(markNotificationsReadRequest, request.body())
    return { unread: await markRead(currentUser!.id, ids) }
  }

  async settings({ currentUser }: HttpContext) {
    const [settings, quietHours] = await Promise.all([
      preferencesOf(currentUser!.id),
      quietHoursOfUser(currentUser!.id),
    ])
    return { settings, quietHours }
  }

  async updateSettings({ currentUser, request }: HttpContext) {
    const change = validate(updateNotificationSettingsRequest, request.body())
    const settings = await updatePreferences(currentUser!.id, change)
    return { settings, quietHours: await quietHoursOfUser(currentUser!.id) }
  }

  /** GET /api/v1/notifications/push/key (public: a browser subscribes with it). */
  async pushKey() {
    return { publicKey: vapidKeys().publicKey }
  }

  /** POST /api/v1/notifications/push/subscriptions */
  async pushSubscribe({ currentUser, request, response }: HttpContext) {
    await subscribe(currentUser!.id, validate(pushSubscriptionRequest, request.body()))
    return response.noContent()
  }

  /** DELETE /api/v1/notifications/push/subscriptions `{ endpoint }` */
  async pushUnsubscribe({ currentUser, request, response }: HttpContext) {
    const { endpoint } = validate(pushUnsubscribeRequest, request.body())
    await unsubscribe(currentUser!.id, endpoint)
    return response.noContent()
  }
}
