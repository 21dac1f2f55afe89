import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultNotificationSettings } from '@kobza/contract'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'

/*
 * jsdom has no push: the browser's parts (Notification, PushManager, the service worker
 * container) are stood in for here, as small as the feature uses them.
 */

const subscription = {
  endpoint: 'https://push.example.test/device-1',
  toJSON: () => ({ endpoint: 'https://push.example.test/device-1', keys: { p256dh: 'p', auth: 'a' } }),
  unsubscribe: vi.fn(async () => true),
}

function browserWithPush(
  permission: NotificationPermission,
  subscribed = false,
  answer: NotificationPermission = 'granted'
) {
  let current: typeof subscription | null = subscribed ? subscription : null
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription
      return subscription
    }),
  }
  const registration = { pushManager }
  const requestPermission = vi.fn(async () => answer)
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission })
  )
  vi.stubGlobal('PushManager', function PushManager() {})
  const register = vi.fn(async () => registration)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: vi.fn(async () => (current || register.mock.calls.length > 0 ? registration : undefined)),
      ready: Promise.resolve(registration),
    },
  })
  return { pushManager, requestPermission, register }
}

function settingsApi(bodies: Array<[string, unknown]>) {
  return fakeApi({
    'GET /api/v1/notifications/push/key': () => jsonResponse(200, { publicKey: 'BPz0aQ' }),
    'POST /api/v1/notifications/push/subscriptions': async (init) => {
      bodies.push(['POST', JSON.parse(String(init.body))])
      return new Response(null, { status: 204 })
    },
    'DELETE /api/v1/notifications/push/subscriptions': async (init) => {
      bodies.push(['DELETE', JSON.parse(String(init.body))])
      return new Response(null, { status: 204 })
    },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('push on this device in Settings', () => {
  it('says so when the browser cannot push, and offers no button', async () => {
    renderApp({ path: '/settings', user: fan, fetch: settingsApi([]) })
    const panel = await screen.findByTestId('push-device')
    expect(within(panel).getByRole('status')).toHaveTextContent('This browser cannot receive push notifications.')
    expect(within(panel).queryByRole('button')).toBeNull()
  })

  it('asks permission only on the click, then subscribes with the key and tells the API; off again on request', async () => {
    const browser = browserWithPush('default')
    const bodies: Array<[string, unknown]> = []
    const { user } = renderApp({ path: '/settings', user: fan, fetch: settingsApi(bodies) })
    const panel = await screen.findByTestId('push-device')
    const enable = await within(panel).findByRole('button', { name: 'Enable push on this device' })
    expect(browser.requestPermission).not.toHaveBeenCalled()
    expect(browser.register).not.toHaveBeenCalled()

    await user.click(enable)
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Push is on on this device.'))
    expect(browser.requestPermission).toHaveBeenCalledOnce()
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([0x04, 0xfc, 0xf4, 0x69]),
    })
    expect(bodies).toEqual([['POST', subscription.toJSON()]])

    await user.click(within(panel).getByRole('button', { name: 'Turn push off on this device' }))
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Push is off on this device.'))
    expect(bodies[1]).toEqual(['DELETE', { endpoint: subscription.endpoint }])
    expect(subscription.unsubscribe).toHaveBeenCalled()
  })

  it('a refused permission shows as blocked', async () => {
    browserWithPush('default', false, 'denied')
    const { user } = renderApp({ path: '/settings', user: fan, fetch: settingsApi([]) })
    const panel = await screen.findByTestId('push-device')
    await user.click(await within(panel).findByRole('button', { name: 'Enable push on this device' }))
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Notifications are blocked for this site in the browser settings.'
      )
    )
    expect(within(panel).queryByRole('button')).toBeNull()
  })

  it('a device already subscribed shows as on', async () => {
    browserWithPush('granted', true)
    renderApp({ path: '/settings', user: fan, fetch: settingsApi([]) })
    const panel = await screen.findByTestId('push-device')
    expect(await within(panel).findByRole('button', { name: 'Turn push off on this device' })).toBeInTheDocument()
    expect(within(panel).getByRole('status')).toHaveTextContent('Push is on on this device.')
  })
})

describe('quiet hours in Settings', () => {
  it('saves the window in the browser’s time zone, and clears it', async () => {
    const bodies: unknown[] = []
    const fetch = fakeApi({
      'PATCH /api/v1/notifications/settings': async (init) => {
        const body = JSON.parse(String(init.body)) as { quietHours: unknown }
        bodies.push(body)
        return jsonResponse(200, {
          settings: defaultNotificationSettings,
          emailDigest: 'off',
          quietHours: body.quietHours,
        })
      },
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch })
    const panel = await screen.findByTestId('quiet-hours')
    await user.click(within(panel).getByRole('checkbox', { name: 'Quiet hours for push' }))
    const from = within(panel).getByLabelText('From')
    await user.clear(from)
    await user.type(from, '23:30')
    await user.click(within(panel).getByRole('button', { name: 'Save quiet hours' }))
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Saved'))
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(bodies).toEqual([{ settings: {}, quietHours: { from: 23 * 60 + 30, to: 7 * 60, timeZone } }])

    await user.click(within(panel).getByRole('checkbox', { name: 'Quiet hours for push' }))
    await user.click(within(panel).getByRole('button', { name: 'Save quiet hours' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({ settings: {}, quietHours: null })
  })
})
