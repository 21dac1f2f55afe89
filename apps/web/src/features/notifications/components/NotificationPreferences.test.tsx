import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultNotificationSettings } from '@kobza/contract'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'

describe('notification preferences in Settings', () => {
  it('shows the defaults (likes in the app only, money everywhere) and saves a change at once', async () => {
    const bodies: unknown[] = []
    const fetch = fakeApi({
      'PATCH /api/v1/notifications/settings': async (init) => {
        bodies.push(JSON.parse(String(init.body)))
        return jsonResponse(200, {
          settings: { ...defaultNotificationSettings, POST_LIKED: { inApp: true, email: true, push: false } },
          emailDigest: 'off',
          quietHours: null,
        })
      },
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch })
    const panel = await screen.findByTestId('notification-preferences')
    const box = (name: string) => within(panel).getByRole('checkbox', { name })
    await waitFor(() => expect(box('Likes of your post: In the app')).toBeChecked())
    expect(box('Likes of your post: E-mail')).not.toBeChecked()
    expect(box('A donation: E-mail')).toBeChecked()
    expect(box('A donation: Push')).toBeChecked()
    await user.click(box('Likes of your post: E-mail'))
    await waitFor(() => expect(box('Likes of your post: E-mail')).toBeChecked())
    expect(bodies).toEqual([{ settings: { POST_LIKED: { email: true } } }])
  })

  it('turns the daily e-mail digest on and off (uk)', async () => {
    const bodies: unknown[] = []
    const fetch = fakeApi({
      'PATCH /api/v1/notifications/settings': async (init) => {
        const body = JSON.parse(String(init.body)) as { emailDigest: 'off' | 'daily' }
        bodies.push(body)
        return jsonResponse(200, {
          settings: defaultNotificationSettings,
          emailDigest: body.emailDigest,
          quietHours: null,
        })
      },
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch, language: 'uk' })
    const panel = await screen.findByTestId('notification-preferences')
    const digest = await within(panel).findByRole('checkbox', {
      name: 'Вподобання, коментарі, відповіді та нові дописи поштою раз на день, одним листом',
    })
    expect(digest).not.toBeChecked()
    await user.click(digest)
    await waitFor(() => expect(digest).toBeChecked())
    await user.click(digest)
    await waitFor(() => expect(digest).not.toBeChecked())
    expect(bodies).toEqual([{ emailDigest: 'daily' }, { emailDigest: 'off' }])
  })
})
