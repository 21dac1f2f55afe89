import type { HttpContext } from '@adonisjs/core/http'
import {
  markNotificationsReadRequest,
  notificationsQuery,
  unsubscribeQuery,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  updateNotificationSettingsRequest,
  type NotificationSettings,
} from '@kobza/contract'
import { validate } from '#core/validate'
import { listNotifications } from '#notifications/actions/list_notifications'
import { markRead } from '#notifications/actions/mark_read'
import { emailDigestOf, preferencesOf, quietHoursOfUser, updatePreferences } from '#notifications/preferences'
import { unsubscribe, unsubscribeLink } from '#notifications/unsubscribe'
import { subscribe, unsubscribe as unsubscribePush, vapidKeys } from '#notifications/web_push'

/** The whole settings object: every type's channels, the digest mode and the quiet hours. */
async function settingsAnswer(userId: number): Promise<NotificationSettings> {
  const [settings, emailDigest, quietHours] = await Promise.all([
    preferencesOf(userId),
    emailDigestOf(userId),
    quietHoursOfUser(userId),
  ])
  return { settings, emailDigest, quietHours }
}

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
    return settingsAnswer(currentUser!.id)
  }

  async updateSettings({ currentUser, request }: HttpContext) {
    const change = validate(updateNotificationSettingsRequest, request.body())
    await updatePreferences(currentUser!.id, change)
    return settingsAnswer(currentUser!.id)
  }

  /** POST /api/v1/notifications/unsubscribe?token=: a mail client's one click, or the web's confirmation. */
  async unsubscribe({ request }: HttpContext) {
    const { token } = validate(unsubscribeQuery, request.qs())
    return { types: await unsubscribe(token) }
  }

  /** GET of the same link (a person clicked it): the web's screen asks before anything changes. */
  async unsubscribeLink({ request, response }: HttpContext) {
    const { token } = validate(unsubscribeQuery, request.qs())
    return response.redirect(unsubscribeLink(token))
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
    await unsubscribePush(currentUser!.id, endpoint)
    return response.noContent()
  }
}
