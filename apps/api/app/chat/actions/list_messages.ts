import db from '@adonisjs/lucid/services/db'
import { chatMessages, type ChatMessage, type ChatMessagesQuery } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { presentMessage, type MessageRow } from '#chat/present'
import { knownNothingAfter, rememberPoll } from '#chat/poll_cache'
import { chatNotificationKey } from '#chat/notifications'
import { markGroupRead } from '#notifications/public'

interface PollRow {
  newest: number | null
  own_read: number
  other_read: number
  id: number | null
  sender_id: number
  message_type: MessageRow['message_type']
  body: string
  created_at: string | Date
}

/**
 * Messages of one chat for one of its participants, oldest first. `after` returns only newer
 * messages (the 500 ms poll, usually empty); `before` a page of older ones; neither, the newest
 * page. One query answers both whether the viewer takes part (their row and the other side's,
 * by primary key) and the page (an indexed range read of `(chat_id, id)`, limited before it is
 * joined): a chat of others has no row and is not found (404); a chat without a message in
 * range has one row of nulls. Fetching marks what it returned as read (a write only when it
 * moves the receipt): the chat's unread count for the viewer drops to what is still newer.
 */
export async function listMessages(chatId: number, viewerId: number, query: ChatMessagesQuery): Promise<ChatMessage[]> {
  // The poll's usual answer, from memory: see poll_cache.ts for why it cannot miss a message.
  if (query.after !== undefined && knownNothingAfter(chatId, viewerId, query.after)) return []
  const page = db
    .from('chat_messages')
    .where('chat_id', chatId)
    .whereNull('hidden_at')
    .select('chat_id', 'id', 'sender_id', 'message_type', 'body', 'created_at')
    .limit(query.size)
  if (query.after !== undefined) page.where('id', '>', query.after).orderBy('id', 'asc')
  else {
    if (query.before !== undefined) page.where('id', '<', query.before)
    page.orderBy('id', 'desc')
  }
  // Its bindings are the chat id, the cursor and the size: numbers.
  const pageSql = page.toSQL()
  const rows: PollRow[] = await db
    .from('chat_members as own')
    .join('chat_members as other', (join) => {
      join.on('other.chat_id', '=', 'own.chat_id').andOn('other.user_id', '<>', 'own.user_id')
    })
    .joinRaw(`left join (${pageSql.sql}) as m on m.chat_id = own.chat_id`, pageSql.bindings.map(Number))
    .where('own.chat_id', chatId)
    .where('own.user_id', viewerId)
    .select(
      // The chat's newest visible message, for the next poll's answer from memory.
      db.raw('(select max(id) from chat_messages where chat_id = ? and hidden_at is null) as newest', [chatId]),
      'own.last_read_message_id as own_read',
      'other.last_read_message_id as other_read',
      'm.id',
      'm.sender_id',
      'm.message_type',
      'm.body',
      'm.created_at'
    )
    .orderBy('m.id', 'asc')
  if (rows.length === 0) throw ApiException.notFound(chatMessages.chatNotFound)
  rememberPoll(chatId, viewerId, Number(rows[0]!.newest ?? 0))
  const ownRead = Number(rows[0]!.own_read)
  const otherRead = Number(rows[0]!.other_read)
  const messages = rows.filter((row): row is PollRow & MessageRow => row.id !== null)

  const newest = messages.length > 0 ? Number(messages[messages.length - 1]!.id) : 0
  if (newest > ownRead) await markRead(chatId, viewerId, newest)
  return messages.map((row) => presentMessage(row, viewerId, otherRead))
}

/** Records how far the viewer has read; the unread count becomes the other side's messages past it. */
async function markRead(chatId: number, viewerId: number, lastRead: number) {
  const unread = db.raw(
    '(select count(*) from chat_messages where chat_id = ? and id > ? and sender_id <> ? and hidden_at is null)',
    [chatId, lastRead, viewerId]
  )
  await db
    .from('chat_members')
    .where({ chat_id: chatId, user_id: viewerId })
    .update({ last_read_message_id: lastRead, unread_count: unread })
  await markGroupRead(viewerId, chatNotificationKey(chatId))
}
