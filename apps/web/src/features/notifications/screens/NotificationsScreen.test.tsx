import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { artist, fakeApi, jsonResponse, renderApp } from '../../../test/renderApp'
import { artistPage } from '../testing/fakes'

function api(unreadAfterRead = 0) {
  const bodies: unknown[] = []
  let unread = artistPage.unread
  const fetch = fakeApi({
    'GET /api/v1/notifications': () => jsonResponse(200, { ...artistPage, unread }),
    'POST /api/v1/notifications/read': async (init) => {
      bodies.push(JSON.parse(String(init.body)))
      unread = unreadAfterRead
      return jsonResponse(200, { unread })
    },
  })
  return { fetch, bodies }
}

describe('notifications page', () => {
  it('tells each notification in words, linked to what it is about, unread ones marked', async () => {
    const { fetch } = api()
    renderApp({ path: '/notifications', user: artist, fetch })
    const list = await screen.findByTestId('notifications-list')
    const [order, likes, donation] = within(list).getAllByRole('listitem')
    expect(order).toHaveTextContent('Оксана ordered a video greeting: deliver it by')
    expect(within(order!).getByRole('link')).toHaveAttribute('href', '/profile/dakhabrakha/video')
    expect(order).toHaveAttribute('data-unread', 'true')
    expect(likes).toHaveTextContent('Марія and 11 more liked your post')
    expect(within(likes!).getByRole('link')).toHaveAttribute('href', '/profile/dakhabrakha')
    expect(donation).toHaveTextContent('Оксана donated 150.00 ₴')
    expect(within(donation!).getByRole('link')).toHaveAttribute('href', '/profile/listener')
    expect(donation).toHaveAttribute('data-unread', 'false')
    expect(within(donation!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument()
  })

  it('marks one, then all, as read; the bell follows', async () => {
    const { fetch, bodies } = api(1)
    const { user } = renderApp({ path: '/notifications', user: artist, fetch })
    // The bell of the side navigation; the bottom bar, also in the page (CSS shows one by width), has its own.
    const bell = async () => (await screen.findAllByTestId('notifications-unread'))[0]!
    expect(await bell()).toHaveTextContent('2')
    const list = await screen.findByTestId('notifications-list')
    const [order] = within(list).getAllByRole('listitem')
    await user.click(within(order!).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(screen.getAllByTestId('notifications-unread')[0]).toHaveTextContent('1'))
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    expect(bodies).toEqual([{ ids: [3] }, {}])
  })

  it('speaks Ukrainian', async () => {
    const { fetch } = api()
    renderApp({ path: '/notifications', user: artist, fetch, language: 'uk' })
    const list = await screen.findByTestId('notifications-list')
    expect(list).toHaveTextContent('Марія та ще 11 вподобали ваш допис')
    expect(screen.getAllByRole('link', { name: 'Сповіщення, непрочитаних: 2' })).toHaveLength(2)
  })
})
