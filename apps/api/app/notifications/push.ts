import transmit from '@adonisjs/transmit/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { notificationChannelOf, type NotificationStreamEvent } from '@kobza/contract'
import { presentNotification, type NotificationRow } from '#notifications/present'
import { notificationsOf, unreadCount } from '#notifications/actions/list_notifications'

/**
 * Pushes a committed notification to its recipient's stream (across instances through Redis
 * when configured, config/transmit.ts). A push that fails is logged: the inbox has it, and the
 * bell catches up at its next fetch.
 */
export async function pushNotification(recipientId: number, id: number) {
  try {
    const [row, recipient] = await Promise.all([
      notificationsOf(recipientId).where('n.id', id).first() as Promise<NotificationRow | null>,
      db.from('users').where('id', recipientId).select('uuid').first(),
    ])
    if (!row || !recipient) return
    const event: NotificationStreamEvent = {
      kind: 'notification',
      notification: presentNotification(row),
      unread: await unreadCount(recipientId),
    }
    transmit.broadcast(notificationChannelOf(String(recipient.uuid)), event)
  } catch (error) {
    logger.warn({ err: error, notification: id }, 'notification push failed')
  }
}
