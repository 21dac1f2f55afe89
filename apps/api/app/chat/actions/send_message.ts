import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { chatMessages, type ChatMessageType, type SentChatMessage } from '@kobza/contract'
import { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { mayChat } from '#chat/actions/may_chat'
import { presentMessage } from '#chat/present'
import { storedAt, storedNow } from '#core/stored_time'
import { pushNewMessage } from '#chat/push'
import { announceMessage } from '#chat/poll_cache'
import { tellReceiverIfAway } from '#chat/notifications'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Sender {
  id: number
  uuid: string
  status: string
}

/**
 * The receiver a sender may write to now, or the refusal: an unknown or deleted account (404),
 * oneself (422), a blocked account (403) or no active subscription between the two (403, the
 * spec's sentence, which the web shows in place of the input).
 */
export async function receiverFor(sender: Sender, reference: string): Promise<User> {
  const receiver = UUID.test(reference)
    ? await User.query().where('uuid', reference.toLowerCase()).whereNot('status', 'DELETED').first()
    : null
  if (!receiver) throw ApiException.notFound(chatMessages.receiverNotFound)
  if (receiver.id === sender.id)
    throw ApiException.unprocessable([{ message: chatMessages.notYourself, field: 'receiverUserId' }])
  if (receiver.status === 'BLOCKED') throw ApiException.forbidden(chatMessages.blocked)
  if (!(await mayChat(sender, receiver))) throw ApiException.forbidden(chatMessages.notAllowed)
  return receiver
}

/** The chat of the pair, created with both member rows on first use; safe when both write at once. */
async function chatOfPair(trx: TransactionClientContract, a: number, b: number, now: string): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a]
  await trx
    .insertQuery()
    .table('chats')
    .insert({ low_user_id: low, high_user_id: high, created_at: now, updated_at: now })
    .onConflict(['low_user_id', 'high_user_id'])
    .ignore()
  const chat = await trx.from('chats').where({ low_user_id: low, high_user_id: high }).select('id').firstOrFail()
  const chatId = Number(chat.id)
  await trx
    .insertQuery()
    .table('chat_members')
    .multiInsert([
      { chat_id: chatId, user_id: a, opponent_id: b, last_activity_at: now },
      { chat_id: chatId, user_id: b, opponent_id: a, last_activity_at: now },
    ])
    .onConflict(['chat_id', 'user_id'])
    .ignore()
  return chatId
}

/**
 * Writes the message (text, or a stored picture's private key) into the pair's chat, moves the
 * chat to the top of both lists, counts it unread for the receiver and tells them when they are
 * away (#chat/notifications), in one transaction; then
 * pushes it to both users' streams.
 */
export async function sendMessage(
  sender: Sender,
  receiver: User,
  message: { type: ChatMessageType; body: string },
  /** When it was written (the demo's history); now by default. */
  at?: DateTime
): Promise<SentChatMessage> {
  const now = at ? storedAt(at) : storedNow()
  const written = await db.transaction(async (trx) => {
    const chatId = await chatOfPair(trx, sender.id, receiver.id, now)
    const tell = await tellReceiverIfAway(trx, chatId, sender.id, receiver.id)
    const [inserted] = await trx
      .insertQuery()
      .table('chat_messages')
      .insert({
        chat_id: chatId,
        sender_id: sender.id,
        message_type: message.type,
        body: message.body,
        created_at: now,
      })
      .returning('id')
    const messageId = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted)
    await trx.from('chats').where('id', chatId).update({ last_message_id: messageId, updated_at: now })
    await trx.from('chat_members').where('chat_id', chatId).update({ last_activity_at: now })
    await trx.from('chat_members').where({ chat_id: chatId, user_id: receiver.id }).increment('unread_count', 1)
    await tell()
    const members: Array<{ user_id: number; unread_count: number; last_read_message_id: number }> = await trx
      .from('chat_members')
      .where('chat_id', chatId)
      .select('user_id', 'unread_count', 'last_read_message_id')
    return { chatId, messageId, members }
  })
  const row = {
    id: written.messageId,
    sender_id: sender.id,
    message_type: message.type,
    body: message.body,
    created_at: now,
  }
  announceMessage(written.chatId, written.messageId)
  const receiverSide = written.members.find((member) => Number(member.user_id) === receiver.id)!
  const answer = {
    chatId: written.chatId,
    ...presentMessage(row, sender.id, Number(receiverSide.last_read_message_id)),
  }
  await pushNewMessage(written.chatId, row, [
    { id: sender.id, uuid: sender.uuid, unreadCount: 0 },
    { id: receiver.id, uuid: receiver.uuid, unreadCount: Number(receiverSide.unread_count) },
  ])
  return answer
}
