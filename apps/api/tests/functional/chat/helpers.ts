import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { chatMessageList, chatPage } from '@kobza/contract'
import { subscribe } from '#subscriptions/public'
import { artistAndFan, signedIn } from '#tests/helpers'

export type Session = Awaited<ReturnType<typeof signedIn>>

/** A fan with an active month's subscription to an artist. */
export async function subscribedPair() {
  const { artist, fan } = await artistAndFan()
  await subscribe(fan.user.id, artist.user.id, DateTime.now().plus({ days: 30 }))
  return { fan, artist }
}

/** POST /api/v1/chats/messages as the spec's client sends it: multipart with a text message. */
export function sendText(client: ApiClient, from: Session, to: { uuid: string }, message: string) {
  return client
    .post('/api/v1/chats/messages')
    .header('authorization', from.bearer)
    .field('messageType', 'TEXT')
    .field('receiverUserId', to.uuid)
    .field('message', message)
}

export function sendImage(client: ApiClient, from: Session, to: { uuid: string }, bytes: Buffer, filename: string) {
  return client
    .post('/api/v1/chats/messages')
    .header('authorization', from.bearer)
    .field('messageType', 'IMAGE')
    .field('receiverUserId', to.uuid)
    .file('file', bytes, { filename })
}

/** GET /api/v1/chats/messages/{chatId} as `who`, whatever it answers. */
export function pollMessages(client: ApiClient, who: Session, chatId: number, query: Record<string, number> = {}) {
  return client.get(`/api/v1/chats/messages/${chatId}`).qs(query).header('authorization', who.bearer)
}

export async function messagesOf(client: ApiClient, who: Session, chatId: number, query: Record<string, number> = {}) {
  const response = await pollMessages(client, who, chatId, query)
  response.assertStatus(200)
  return chatMessageList.parse(response.body())
}

export async function chatsOf(client: ApiClient, who: Session, query: Record<string, string | number> = {}) {
  const response = await client.get('/api/v1/chats').qs(query).header('authorization', who.bearer)
  response.assertStatus(200)
  return chatPage.parse(response.body())
}
