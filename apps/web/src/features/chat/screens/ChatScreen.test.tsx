import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { artistProfile } from '../../payments/testing/fakes'
import { mergeMessages } from '../api/useConversation'
import { chatMessage, chatWithArtist } from '../testing/fakes'

const withOneChat = (status: boolean) =>
  fakeApi({
    '/api/v1/chats': () => jsonResponse(200, { elements: [chatWithArtist], totalPages: 1 }),
    '/api/v1/chats/status': () => jsonResponse(200, status),
    '/api/v1/chats/messages/7': () =>
      jsonResponse(200, [
        chatMessage(1, 'Привіт!', true, '2026-11-23T09:01:00.000Z'),
        chatMessage(2, 'Дякуємо!', false),
      ]),
  })

describe('chat', () => {
  it('says so when there are no chats yet', async () => {
    renderApp({ path: '/chat', user: fan })
    expect(
      await screen.findByRole('heading', { name: "You don't have any chats yet" }, { timeout: 5000 })
    ).toBeInTheDocument()
  })

  it('opens a conversation from the list: own messages on the right, HH:MM times, the unread badge', async () => {
    const { user } = renderApp({ path: '/chat', user: fan, fetch: withOneChat(true) })
    const list = await screen.findByTestId('chat-list', {}, { timeout: 5000 })
    expect(within(list).getByTestId('unread-badge')).toHaveTextContent('1')
    await user.click(within(list).getByRole('button', { name: /ДахаБраха/ }))
    const messages = await screen.findAllByTestId('chat-message')
    expect(messages.map((message) => [message.textContent?.slice(0, 7), message.dataset.own])).toEqual([
      ['Привіт!', 'true'],
      ['Дякуємо', 'false'],
    ])
    expect(within(messages[0]!).getByText(/^\d\d:\d\d$/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
  })

  it('replaces the input with the subscribe prompt when chatting is not allowed', async () => {
    renderApp({ path: '/chat?chat=7', user: fan, fetch: withOneChat(false) })
    expect(
      await screen.findByText('To chat with an artist you must be subscribed to him', {}, { timeout: 5000 })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/profile/dakhabrakha')
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('chat-mode')).not.toBeInTheDocument()
  })

  it('a locked new conversation shows only the subscribe notice: no Live, no Say hello', async () => {
    renderApp({
      path: '/chat?with=u-artist',
      user: fan,
      fetch: fakeApi({
        '/api/v1/chats/status': () => jsonResponse(200, false),
        '/api/v1/profiles/u-artist': () => jsonResponse(200, artistProfile),
      }),
    })
    expect(
      await screen.findByText('To chat with an artist you must be subscribed to him', {}, { timeout: 5000 })
    ).toBeInTheDocument()
    expect(screen.queryByText('Say hello to ДахаБраха')).not.toBeInTheDocument()
    expect(screen.queryByText('Live')).not.toBeInTheDocument()
  })

  it('stamps the list with the time today and a date for older conversations', async () => {
    const today = new Date()
    const older = { ...chatWithArtist, id: 8, lastMessage: chatMessage(3, 'Давно', false, '2025-03-14T10:00:00.000Z') }
    const fresh = { ...chatWithArtist, lastMessage: chatMessage(2, 'Щойно', false, today.toISOString()) }
    renderApp({
      path: '/chat',
      user: fan,
      fetch: fakeApi({ '/api/v1/chats': () => jsonResponse(200, { elements: [fresh, older], totalPages: 1 }) }),
    })
    const list = await screen.findByTestId('chat-list', {}, { timeout: 5000 })
    const stamps = within(list)
      .getAllByRole('button')
      .map((item) => item.querySelector('time')?.textContent)
    expect(stamps[0]).toMatch(/^\d\d:\d\d$/)
    expect(stamps[1]).toBe('14/03/2025')
  })

  it('alternates list and conversation at 800 px or less, with a back control', async () => {
    const { user } = renderApp({
      path: '/chat',
      user: fan,
      fetch: withOneChat(true),
      viewport: { width: 700, height: 800 },
    })
    await user.click(await screen.findByRole('button', { name: /ДахаБраха/ }, { timeout: 5000 }))
    expect(await screen.findAllByTestId('chat-message')).toHaveLength(2)
    expect(screen.queryByTestId('chat-list')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to chats' }))
    expect(await screen.findByTestId('chat-list')).toBeInTheDocument()
  })
})

describe('mergeMessages', () => {
  it('keeps one copy of each message, oldest first', () => {
    const merged = mergeMessages(
      [chatMessage(1, 'a', true), chatMessage(3, 'c', true)],
      [chatMessage(3, 'c', true), chatMessage(2, 'b', false)]
    )
    expect(merged.map((message) => message.id)).toEqual([1, 2, 3])
  })
})
