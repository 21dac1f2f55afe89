import type { ChatMessage as ChatMessageAnswer, ChatMessageType } from '@kobza/contract'
import { mediaUrl } from '#media/public'
import { isoOf } from '#core/stored_time'

/** A message row as the queries read it (snake_case, dates as the driver answers them). */
export interface MessageRow {
  id: number
  sender_id: number
  message_type: ChatMessageType
  body: string
  created_at: string | Date
}

/**
 * One message as `viewerId` sees it. Pictures are private files: the URL is signed for a short
 * while and handed only to the chat's two participants (the callers of this function).
 */
export function presentMessage(row: MessageRow, viewerId: number, opponentLastRead: number): ChatMessageAnswer {
  const own = Number(row.sender_id) === viewerId
  return {
    id: Number(row.id),
    messageType: row.message_type,
    context: row.message_type === 'IMAGE' ? mediaUrl(row.body) : row.body,
    createAt: isoOf(row.created_at),
    itYourMessage: own,
    isRead: own && Number(row.id) <= opponentLastRead,
  }
}
