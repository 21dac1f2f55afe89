import db from '@adonisjs/lucid/services/db'
import { chatMessages, type ChatMessage, type ChatMessagesQuery } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { presentMessage, type MessageRow } from '#chat/present'

interface MemberRow {
  user_id: number
  unread_count: number
  last_read_message_id: number
}

/** Both sides of a chat the viewer belongs to, in one query; a chat of others is not found (404). */
export async function membersOf(chatId: number, viewerId: number) {
  const rows: MemberRow[] = await db
    .from('chat_members')
    .where('chat_id', chatId)
    .select('user_id', 'unread_count', 'last_read_message_id')
  const own = rows.find((row) => Number(row.user_id) === viewerId)
  const other = rows.find((row) => Number(row.user_id) !== viewerId)
  if (!own || !other) throw ApiException.notFound(chatMessages.chatNotFound)
  return { own, other }
}

/**
 * Messages of one chat for one of its participants, oldest first. `after` returns only newer
 * messages (the 500 ms poll: one indexed range read of `(chat_id, id)`, usually empty);
 * `before` a page of older ones; neither, the newest page. Fetching marks what it returned as
 * read: the chat's unread count for the viewer drops to what is still newer than that.
 */
export async function listMessages(chatId: number, viewerId: number, query: ChatMessagesQuery): Promise<ChatMessage[]> {
  const { own, other } = await membersOf(chatId, viewerId)
  const base = db
    .from('chat_messages')
    .where('chat_id', chatId)
    .whereNull('hidden_at')
    .select('id', 'sender_id', 'message_type', 'body', 'created_at')
    .limit(query.size)
  let rows: MessageRow[]
  if (query.after !== undefined) {
    rows = await base.where('id', '>', query.after).orderBy('id', 'asc')
  } else {
    if (query.before !== undefined) base.where('id', '<', query.before)
    rows = ((await base.orderBy('id', 'desc')) as MessageRow[]).reverse()
  }

  const newest = rows.length > 0 ? Number(rows[rows.length - 1]!.id) : 0
  if (newest > Number(own.last_read_message_id)) {
    await markRead(chatId, viewerId, Math.max(newest, Number(own.last_read_message_id)))
  }
  return rows.map((row) => presentMessage(row, viewerId, Number(other.last_read_message_id)))
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
}
