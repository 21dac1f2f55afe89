import db from '@adonisjs/lucid/services/db'
import { totalPages, type ChatPage, type ChatMessageType } from '@kobza/contract'
import { isoOf } from '#core/stored_time'
import { presentMessage } from '#chat/present'
import { writableOpponents } from '#chat/actions/may_chat'

interface ChatRow {
  chat_id: number
  unread_count: number
  last_activity_at: string | Date
  opponent_id: number
  uuid: string
  public_name: string
  nick_name: string
  avatar: string | null
  status: string
  opponent_last_read: number
  message_id: number | null
  sender_id: number | null
  message_type: ChatMessageType | null
  body: string | null
  message_created_at: string | Date | null
}

/**
 * The viewer's conversations, newest activity first: one page is one indexed query of the
 * viewer's member rows (`user_id, last_activity_at`) with the opponent and the last message
 * joined, one count and one subscription lookup, whatever the page holds. Deleted accounts'
 * chats are left out.
 */
export async function listChats(
  viewerId: number,
  query: { page: number; size: number; opponentUserUuid?: string }
): Promise<ChatPage> {
  const base = db
    .from('chat_members as m')
    .join('users as u', 'u.id', 'm.opponent_id')
    .where('m.user_id', viewerId)
    .whereNot('u.status', 'DELETED')
  if (query.opponentUserUuid) base.where('u.uuid', query.opponentUserUuid)

  const [countRow] = await base.clone().count('* as total')
  const total = Number((countRow as { total: number | string }).total)
  const rows: ChatRow[] = await base
    .join('chats as c', 'c.id', 'm.chat_id')
    .join('chat_members as o', (join) =>
      join.on('o.chat_id', '=', 'm.chat_id').andOn('o.user_id', '=', 'm.opponent_id')
    )
    .leftJoin('chat_messages as msg', 'msg.id', 'c.last_message_id')
    .select(
      'm.chat_id',
      'm.unread_count',
      'm.last_activity_at',
      'm.opponent_id',
      'u.uuid',
      'u.public_name',
      'u.nick_name',
      'u.avatar',
      'u.status',
      'o.last_read_message_id as opponent_last_read',
      'msg.id as message_id',
      'msg.sender_id',
      'msg.message_type',
      'msg.body',
      'msg.created_at as message_created_at'
    )
    .orderBy('m.last_activity_at', 'desc')
    .orderBy('m.chat_id', 'desc')
    .offset(query.page * query.size)
    .limit(query.size)

  const writable = await writableOpponents(
    viewerId,
    rows.map((row) => ({ id: Number(row.opponent_id), status: row.status }))
  )
  return {
    totalPages: totalPages(total, query.size),
    elements: rows.map((row) => ({
      id: Number(row.chat_id),
      opponent: { uuid: row.uuid, publicName: row.public_name, nickName: row.nick_name, avatar: row.avatar },
      lastMessage:
        row.message_id === null
          ? null
          : presentMessage(
              {
                id: row.message_id,
                sender_id: row.sender_id!,
                message_type: row.message_type!,
                body: row.body!,
                created_at: row.message_created_at!,
              },
              viewerId,
              Number(row.opponent_last_read)
            ),
      unreadCount: Number(row.unread_count),
      canWrite: writable.has(Number(row.opponent_id)),
      updatedAt: isoOf(row.last_activity_at),
    })),
  }
}

/** Unread messages over all of the user's chats. */
export async function totalUnread(userId: number): Promise<number> {
  const [row] = await db.from('chat_members').where('user_id', userId).sum('unread_count as total')
  return Number((row as { total: number | string | null } | undefined)?.total ?? 0)
}
