import { z } from './zod.js'
import { personCard } from './people.js'
import { messages } from './errors.js'
import { paged, pageQuery } from './paging.js'
import { pageSizes } from './limits.js'
import { mediaMaxBytes, mediaTypes } from './media-types.js'
import { chatMessageTypes } from './enums.js'

/*
 * Chat between fans and the artists they subscribe to (spec 000 §2–§9 "Chat"; issue 15).
 * The spec's four calls (list, messages, send, status) are kept as they are; beyond it,
 * message lists take `after`/`before` cursors so a 500 ms poll returns only what is new, and a
 * Server-Sent Events stream (@adonisjs/transmit) pushes new messages and unread counts.
 */

export const chatLimits = {
  /** Characters of a text message, after trimming. */
  textMax: 2000,
  imageMaxBytes: mediaMaxBytes.chatImage,
  /** Messages one user may send per minute (all chats together). */
  sendsPerMinute: 30,
  /** Messages of one answer of GET /chats/messages/{id}. */
  messagesPage: 50,
  chatsPage: pageSizes.default,
} as const

export const chatMessages = {
  notAllowed: 'To chat with an artist you must be subscribed to him',
  chatNotFound: 'Chat not found',
  receiverNotFound: 'User not found',
  notYourself: 'You cannot chat with yourself',
  blocked: 'This account is blocked',
  textRequired: 'Write a message',
  textTooLong: (length: number) => messages.maxChars(length, chatLimits.textMax),
  imageRequired: 'Choose an image file',
  imageType: 'The image must be a PNG, JPEG or WebP picture',
  imageTooLarge: `The image is larger than ${chatLimits.imageMaxBytes / 1024 / 1024} MB`,
  unreadableImage: 'The image could not be read',
  unexpectedFile: 'Only one image file is expected',
  messageNotFound: 'Message not found',
  notOwnReport: 'You cannot report your own message',
} as const

/** What the API accepts as a chat picture: the chat image list of ./media-types. */
export const chatImageMimeTypes = mediaTypes.chatImage

/** One message as the caller sees it (spec 000 §3 "Chat message"). */
export const chatMessage = z.object({
  id: z.number().int(),
  messageType: chatMessageTypes,
  /** The text, or a short-lived signed URL of the picture. */
  context: z.string(),
  /** ISO date time; the client shows HH:MM. */
  createAt: z.string(),
  itYourMessage: z.boolean(),
  /** Beyond the spec: on the caller's own messages, whether the other side has fetched it. */
  isRead: z.boolean(),
})
export type ChatMessage = z.infer<typeof chatMessage>

export const chatOpponent = personCard
export type ChatOpponent = z.infer<typeof chatOpponent>

/** One conversation of the caller's list. */
export const chatSummary = z.object({
  id: z.number().int(),
  opponent: chatOpponent,
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /** Whether the caller may send here now (an active subscription between the two). */
  canWrite: z.boolean(),
  /** ISO date time of the newest activity; the list is ordered by it, newest first. */
  updatedAt: z.string(),
})
export type ChatSummary = z.infer<typeof chatSummary>

export const chatPage = paged(chatSummary)
export type ChatPage = z.infer<typeof chatPage>

/** GET /chats: paged; `opponentUserUuid` narrows to the one conversation with that user (or none). */
export const chatListQuery = pageQuery(chatLimits.chatsPage).extend({
  opponentUserUuid: z.string().uuid().optional(),
})

/**
 * GET /chats/messages/{id}: without a cursor the newest page; `after` = only messages newer
 * than that id (what a poll asks); `before` = the page older than that id (scrolling up).
 * Messages come oldest first.
 */
export const chatMessagesQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(pageSizes.max).default(chatLimits.messagesPage),
})
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>

export const chatMessageList = z.array(chatMessage)

/**
 * POST /chats/messages, multipart (spec 000 §7): `messageType`, `receiverUserId` (the
 * receiver's uuid), and `message` (TEXT) or `file` (IMAGE). Text is trimmed.
 */
export const sendChatMessageFields = z
  .object({
    messageType: chatMessageTypes,
    receiverUserId: z.string().trim().min(1, messages.required),
    message: z.string().nullish(),
  })
  .superRefine((value, context) => {
    if (value.messageType !== 'TEXT') return
    const text = (value.message ?? '').trim()
    if (text.length === 0) context.addIssue({ code: 'custom', message: chatMessages.textRequired, path: ['message'] })
    const length = [...text].length
    if (length > chatLimits.textMax)
      context.addIssue({ code: 'custom', message: chatMessages.textTooLong(length), path: ['message'] })
  })
export type SendChatMessageFields = z.infer<typeof sendChatMessageFields>

/** The answer of a send: the new message and the conversation it went to. */
export const sentChatMessage = chatMessage.extend({ chatId: z.number().int() })
export type SentChatMessage = z.infer<typeof sentChatMessage>

/** GET /chats/status?opponentUserUuid= : whether the two may chat (spec 000 §3: a boolean). */
export const chatStatusQuery = z.object({ opponentUserUuid: z.string().trim().min(1, messages.required) })
export const chatStatus = z.boolean()

/**
 * What the SSE stream (channel `chats/users/{uuid}`, only that user may subscribe) pushes:
 * a new message in one of the user's chats, with that chat's unread count for the user.
 */
export const chatStreamEvent = z.object({
  kind: z.literal('message'),
  chatId: z.number().int(),
  message: chatMessage,
  unreadCount: z.number().int().nonnegative(),
  /** Unread messages over all the user's chats (the navigation badge). */
  totalUnread: z.number().int().nonnegative(),
})
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>

/** The stream's channel of one user. */
export const chatChannelOf = (userUuid: string) => `chats/users/${userUuid}`

/**
 * Where the SSE transport (@adonisjs/transmit) answers: `/__transmit/events`, `/subscribe`,
 * `/unsubscribe`, beside /api/v1 rather than in it (its routes are the library's, not the spec's).
 */
export const chatStreamPrefix = '/__transmit'
