import type { ChatMessage as ChatMessageAnswer, ChatMessageType } from '@kobza/contract'
import { mediaUrl } from '#media/public'

/** A message row as the queries read it (snake_case, dates as the driver answers them). */
export interface MessageRow {
  id: number
  sender_id: number
  message_type: ChatMessageType
  body: string
  created_at: string | Date
}

/** ISO text of a stored timestamp, whichever form the driver answered (PostgreSQL: Date; SQLite: text in UTC). */
export function isoOf(value: string | Date): string {
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  // SQLite keeps `YYYY-MM-DD HH:mm:ss` in UTC without a zone.
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString()
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
