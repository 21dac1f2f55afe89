import type { HttpContext } from '@adonisjs/core/http'
import { markNotificationsReadRequest, notificationsQuery, updateNotificationSettingsRequest } from '@kobza/contract'
import { validate } from '#core/validate'
import { listNotifications } from '#notifications/actions/list_notifications'
import { markRead } from '#notifications/actions/mark_read'
import { preferencesOf, updatePreferences } from '#notifications/preferences'

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
    return { settings: await preferencesOf(currentUser!.id) }
  }

  async updateSettings({ currentUser, request }: HttpContext) {
    const change = validate(updateNotificationSettingsRequest, request.body())
    return { settings: await updatePreferences(currentUser!.id, change) }
  }
}
