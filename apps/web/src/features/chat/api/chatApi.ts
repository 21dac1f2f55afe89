import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import {
  endpoints,
  type ArtistProfile,
  type ChatMessage,
  type ChatPage,
  type ChatSummary,
  type SentChatMessage,
} from '@kobza/contract'

/*
 * The chat's calls, each from the contract's endpoint. Loaded with the chat screen only, so
 * the schemas stay out of `/`.
 */
const chat = endpoints.chat

export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  with: (opponentUuid: string) => ['chat', 'with', opponentUuid] as const,
  status: (opponentUuid: string) => ['chat', 'status', opponentUuid] as const,
  opponent: (opponentUuid: string) => ['chat', 'opponent', opponentUuid] as const,
}

/** Polls show their own state: a failure must not pop the global error dialog every 500 ms. */
const quiet = { meta: { handlesErrors: true } } as const

export const chatListQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: chatKeys.list,
    ...quiet,
    queryFn: ({ signal }): Promise<ChatPage> => client.call(chat.chats, { query: { size: 100 }, signal }),
  })

/** The conversation with one user, or null when there is none yet. */
export const chatWithQueryOptions = (client: ApiClient, opponentUuid: string) =>
  queryOptions({
    queryKey: chatKeys.with(opponentUuid),
    queryFn: async ({ signal }): Promise<ChatSummary | null> => {
      const page = await client.call(chat.chats, { query: { opponentUserUuid: opponentUuid }, signal })
      return page.elements[0] ?? null
    },
  })

export const chatStatusQueryOptions = (client: ApiClient, opponentUuid: string) =>
  queryOptions({
    queryKey: chatKeys.status(opponentUuid),
    ...quiet,
    queryFn: ({ signal }): Promise<boolean> =>
      client.call(chat.status, { query: { opponentUserUuid: opponentUuid }, signal }),
    // A subscription may start or end while the page is open.
    refetchInterval: 30_000,
  })

/** Who a new conversation is with, when no chat exists yet (the profile's name and avatar). */
export const opponentQueryOptions = (client: ApiClient, opponentUuid: string) =>
  queryOptions({
    queryKey: chatKeys.opponent(opponentUuid),
    queryFn: ({ signal }): Promise<ArtistProfile> =>
      client.call(endpoints.profiles.profile, { params: { id: opponentUuid }, signal }),
    staleTime: 60_000,
  })

export function fetchMessages(
  client: ApiClient,
  chatId: number,
  cursor: { after?: number; before?: number },
  signal?: AbortSignal
): Promise<ChatMessage[]> {
  return client.call(chat.messages, { params: { id: String(chatId) }, query: cursor, signal })
}

/** Every message goes as a form: its type, its receiver and its content (the text, or the picture file). */
function send(
  client: ApiClient,
  receiverUuid: string,
  content: { messageType: 'TEXT'; message: string } | { messageType: 'IMAGE'; file: Blob }
): Promise<SentChatMessage> {
  const form = new FormData()
  form.set('messageType', content.messageType)
  form.set('receiverUserId', receiverUuid)
  if (content.messageType === 'TEXT') form.set('message', content.message)
  else form.set('file', content.file)
  return client.call(chat.send, { body: form })
}

export const sendText = (client: ApiClient, receiverUuid: string, message: string) =>
  send(client, receiverUuid, { messageType: 'TEXT', message })

export const sendImage = (client: ApiClient, receiverUuid: string, file: Blob) =>
  send(client, receiverUuid, { messageType: 'IMAGE', file })
