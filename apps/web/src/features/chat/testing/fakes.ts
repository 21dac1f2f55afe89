import type { ChatMessage, ChatSummary } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

export const chatMessage = (
  id: number,
  context: string,
  own: boolean,
  at = '2026-11-23T09:05:00.000Z'
): ChatMessage => ({
  id,
  messageType: 'TEXT',
  context,
  createAt: at,
  itYourMessage: own,
  isRead: false,
})

export const chatWithArtist: ChatSummary = {
  id: 7,
  opponent: { uuid: 'u-artist', publicName: 'ДахаБраха', nickName: 'dakhabrakha', avatar: null },
  lastMessage: chatMessage(2, 'Дякуємо!', false),
  unreadCount: 1,
  canWrite: true,
  updatedAt: '2026-11-23T09:05:00.000Z',
}

/** What the chat's endpoints answer unless a test says otherwise: no conversations yet. */
export const fakes: FakeRoutes = {
  '/api/v1/chats': () => jsonResponse(200, { elements: [], totalPages: 0 }),
  '/api/v1/chats/status': () => jsonResponse(200, true),
}
