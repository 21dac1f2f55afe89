import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notificationMessages } from '@kobza/contract'
import { fakeApi, jsonResponse, renderApp } from '../../../test/renderApp'

/** The fake API, remembering the full URLs it was asked for. */
function recordingApi(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes)
  const urls: string[] = []
  const fetch = Object.assign(
    (input: string, init: RequestInit) => {
      urls.push(`${init.method ?? 'GET'} ${input}`)
      return api(input, init)
    },
    { calls: api.calls }
  )
  return { fetch, urls }
}

describe('unsubscribe screen (a mailed link)', () => {
  it('asks first, then POSTs the token and lists what is now off; signed out, in Ukrainian', async () => {
    const { fetch, urls } = recordingApi({
      'POST /api/v1/notifications/unsubscribe': () => jsonResponse(200, { types: ['DONATION_RECEIVED'] }),
    })
    const { user } = renderApp({ path: '/notifications/unsubscribe?token=abc.def', language: 'uk', fetch })
    const confirm = await screen.findByRole('button', { name: 'Відписатися' })
    expect(screen.getByRole('heading', { name: 'Більше не надсилати ці листи?' })).toBeInTheDocument()
    expect(urls.filter((url) => url.includes('/unsubscribe'))).toEqual([])
    await user.click(confirm)
    expect(await screen.findByText('Готово. Ви більше не отримуватимете листів про:')).toBeInTheDocument()
    expect(screen.getByText('Донат')).toBeInTheDocument()
    expect(urls.filter((url) => url.includes('/unsubscribe'))).toEqual([
      expect.stringMatching(/^POST http.*\/api\/v1\/notifications\/unsubscribe\?token=abc\.def$/),
    ])
  })

  it('shows the server’s message for a forged or expired link, in English', async () => {
    const { fetch } = recordingApi({
      'POST /api/v1/notifications/unsubscribe': () =>
        jsonResponse(400, { errors: [{ message: notificationMessages.unsubscribeInvalid }] }),
    })
    const { user } = renderApp({ path: '/notifications/unsubscribe?token=forged', fetch })
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.unsubscribeInvalid)
  })

  it('a link without its token says so and offers the settings', async () => {
    renderApp({ path: '/notifications/unsubscribe', fetch: fakeApi() })
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete')
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings')
  })
})
