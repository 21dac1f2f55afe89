import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { chatMessages, type ChatMessageType } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { mediaUrl } from '#media/public'
import { storedNow } from '#core/stored_time'

/**
 * The message a participant reports: one of their chat's messages, still shown (moderation
 * refuses their own). Anyone else gets a 404, as if it did not exist.
 */
export async function reportableMessage(messageId: number, reporterId: number): Promise<{ authorId: number }> {
  const row = await db
    .from('chat_messages as msg')
    .join('chat_members as m', (join) => join.on('m.chat_id', '=', 'msg.chat_id').andOnVal('m.user_id', reporterId))
    .where('msg.id', messageId)
    .whereNull('msg.hidden_at')
    .select('msg.sender_id')
    .first()
  if (!row) throw ApiException.notFound(chatMessages.messageNotFound)
  return { authorId: Number(row.sender_id) }
}

/**
 * Hides a message from both participants (moderation). The chat's last message and both
 * unread counts are recomputed in the same transaction. Returns the author, or null when the
 * message does not exist or is already hidden.
 */
export async function hideMessage(
  messageId: number,
  trx: TransactionClientContract
): Promise<{ authorId: number } | null> {
  const message = await trx.from('chat_messages').where('id', messageId).whereNull('hidden_at').first()
  if (!message) return null
  const chatId = Number(message.chat_id)
  await trx.from('chat_messages').where('id', messageId).update({ hidden_at: storedNow() })
  const last = await trx
    .from('chat_messages')
    .where('chat_id', chatId)
    .whereNull('hidden_at')
    .orderBy('id', 'desc')
    .select('id')
    .first()
  await trx
    .from('chats')
    .where('id', chatId)
    .update({ last_message_id: last ? Number(last.id) : null })
  await trx
    .from('chat_members')
    .where('chat_id', chatId)
    .update({
      unread_count: trx.raw(
        '(select count(*) from chat_messages where chat_messages.chat_id = chat_members.chat_id and chat_messages.id > chat_members.last_read_message_id and chat_messages.sender_id <> chat_members.user_id and chat_messages.hidden_at is null)'
      ),
    })
  return { authorId: Number(message.sender_id) }
}

export interface MessagePreview {
  messageType: ChatMessageType
  /** The text, or a signed URL of the picture (moderators may look at what was reported). */
  context: string
  hidden: boolean
}

/** What the console shows of reported messages, for a page of reports in one query. */
export async function messagePreviews(ids: number[]): Promise<Map<number, MessagePreview>> {
  if (ids.length === 0) return new Map()
  const rows: Array<{ id: number; message_type: ChatMessageType; body: string; hidden_at: unknown }> = await db
    .from('chat_messages')
    .whereIn('id', ids)
    .select('id', 'message_type', 'body', 'hidden_at')
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        messageType: row.message_type,
        context: row.message_type === 'IMAGE' ? mediaUrl(row.body) : row.body,
        hidden: row.hidden_at !== null,
      },
    ])
  )
}
