import type { HttpContext } from '@adonisjs/core/http'
import {
  markNotificationsReadRequest,
  notificationsQuery,
  unsubscribeQuery,
  updateNotificationSettingsRequest,
} from '@kobza/contract'
import { validate } from '#core/validate'
import { listNotifications } from '#notifications/actions/list_notifications'
import { markRead } from '#notifications/actions/mark_read'
import { emailDigestOf, preferencesOf, updatePreferences } from '#notifications/preferences'
import { unsubscribe, unsubscribeLink } from '#notifications/unsubscribe'

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
    return { settings: await preferencesOf(currentUser!.id), emailDigest: await emailDigestOf(currentUser!.id) }
  }

  async updateSettings({ currentUser, request }: HttpContext) {
    const change = validate(updateNotificationSettingsRequest, request.body())
    const settings = await updatePreferences(currentUser!.id, change)
    return { settings, emailDigest: await emailDigestOf(currentUser!.id) }
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
}
