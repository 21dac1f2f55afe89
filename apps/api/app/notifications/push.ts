import transmit from '@adonisjs/transmit/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { notificationChannelOf, type NotificationStreamEvent } from '@kobza/contract'
import { presentNotification, type NotificationRow } from '#notifications/present'
import { notificationsOf, unreadCount } from '#notifications/actions/list_notifications'

/**
 * Pushes a notification to its recipient's stream (across instances through Redis when
 * configured, config/transmit.ts) once its transaction commits. What it pushes is read inside
 * the transaction, so nothing of it runs after the answer; a rolled-back change pushes nothing.
 * A push that fails is logged: the inbox has it, and the bell catches up at its next fetch.
 */
export async function pushOnCommit(trx: TransactionClientContract, recipientId: number, id: number) {
  const [row, recipient, unread] = await Promise.all([
    notificationsOf(recipientId, trx).where('n.id', id).first() as Promise<NotificationRow | null>,
    trx.from('users').where('id', recipientId).select('uuid').first(),
    unreadCount(recipientId, trx),
  ])
  if (!row || !recipient) return
  const event: NotificationStreamEvent = { kind: 'notification', notification: presentNotification(row), unread }
  trx.after('commit', () => {
    try {
      transmit.broadcast(notificationChannelOf(String(recipient.uuid)), event)
    } catch (error) {
      logger.warn({ err: error, notification: id }, 'notification push failed')
    }
  })
}
