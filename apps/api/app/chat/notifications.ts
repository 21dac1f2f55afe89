import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationReminders } from '@kobza/contract'
import { clock } from '#core/clock'
import { dateOf, type StoredTime } from '#core/stored_time'
import { notify } from '#notifications/public'

/** One unread notification per chat and receiver: a burst of messages folds into it. */
export const chatNotificationKey = (chatId: number) => `chat:${chatId}`

/**
 * Whether the receiver is in the conversation: the chat's last message before this one is recent
 * and they wrote it or had read it. Read before the new message is written.
 */
async function inConversation(trx: TransactionClientContract, chatId: number, receiverId: number) {
  const row = (await trx
    .from('chats')
    .join('chat_members', 'chat_members.chat_id', 'chats.id')
    .leftJoin('chat_messages', 'chat_messages.id', 'chats.last_message_id')
    .where('chats.id', chatId)
    .where('chat_members.user_id', receiverId)
    .select(
      'chats.last_message_id',
      'chat_members.last_read_message_id',
      'chat_messages.sender_id',
      'chat_messages.created_at'
    )
    .first()) as {
    last_message_id: number | null
    last_read_message_id: number
    sender_id: number | null
    created_at: StoredTime | null
  } | null
  if (!row || row.last_message_id === null || row.created_at === null) return false
  const recent = clock.millis() - dateOf(row.created_at).getTime() < notificationReminders.chatAwayAfterMinutes * 60_000
  // Their own last message, or another they had read: they are in the exchange.
  const caughtUp =
    Number(row.sender_id) === receiverId || Number(row.last_read_message_id) >= Number(row.last_message_id)
  return recent && caughtUp
}

/**
 * Before the message is written: a function that tells the receiver of it when they are away
 * (not in a live exchange), never with the message's words; reading the chat marks it read.
 */
export async function tellReceiverIfAway(
  trx: TransactionClientContract,
  chatId: number,
  senderId: number,
  receiverId: number
): Promise<() => Promise<unknown>> {
  if (await inConversation(trx, chatId, receiverId)) return async () => null
  return () =>
    notify(trx, {
      type: 'CHAT_MESSAGE',
      recipientId: receiverId,
      actorId: senderId,
      target: { kind: 'CHAT', id: String(chatId) },
      groupKey: chatNotificationKey(chatId),
    })
}
