import transmit from '@adonisjs/transmit/services/main'
import logger from '@adonisjs/core/services/logger'
import { chatChannelOf, type ChatStreamEvent } from '@kobza/contract'
import { presentMessage, type MessageRow } from '#chat/present'
import { totalUnread } from '#chat/actions/list_chats'

interface Recipient {
  id: number
  uuid: string
  unreadCount: number
}

/**
 * Pushes a new message to both participants' streams, each as they see it (own or not, their
 * unread counts). The write is already committed: a push that fails is logged, never undone,
 * and a client that misses it catches up with its next cursor fetch.
 */
export async function pushNewMessage(chatId: number, row: MessageRow, recipients: Recipient[]) {
  try {
    for (const recipient of recipients) {
      const event: ChatStreamEvent = {
        kind: 'message',
        chatId,
        // The sender's own message is not yet read by the other side at this moment.
        message: presentMessage(row, recipient.id, 0),
        unreadCount: recipient.unreadCount,
        totalUnread: await totalUnread(recipient.id),
      }
      transmit.broadcast(chatChannelOf(recipient.uuid), event)
    }
  } catch (error) {
    logger.warn({ err: error, chatId }, 'chat push failed')
  }
}
