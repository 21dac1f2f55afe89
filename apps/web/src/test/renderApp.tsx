import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation, type Location } from 'react-router'
import { createApiClient, storageKeys, type FetchLike, type StoredUser } from '@kobza/api-client'
import { createServices } from '../app/createServices'
import type { RequestActivity } from '../network/activity'
import { AppProviders } from '../app/services'
import { createI18n } from '../i18n/i18n'
import type { Language } from '../i18n/language'
import { AppRoutes } from '../routes/AppRoutes'
import { setViewport } from './viewport'

export const fan: StoredUser = {
  uuid: 'u-fan',
  nickName: 'listener',
  publicName: 'Оксана',
  avatar: null,
  authorities: [],
}
export const artist: StoredUser = {
  uuid: 'u-artist',
  nickName: 'dakhabrakha',
  publicName: 'ДахаБраха',
  avatar: null,
  authorities: ['ARTIST'],
}

export const genresAnswer = [
  { value: 'POP', name: 'Pop' },
  { value: 'ROCK_METAL', name: 'Rock/Metal' },
  { value: 'JAZZ_BLUES', name: 'Jazz/Blues' },
]

/** What GET /api/v1/account answers for `fan` unless a test says otherwise. */
export const fanAccount = {
  uuid: fan.uuid,
  email: 'fan@kobza.ua',
  pendingEmail: null,
  publicName: fan.publicName,
  nickName: fan.nickName,
  authorities: fan.authorities,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A stand-in API for screen tests (the client itself is tested against a real HTTP server). */
export function fakeApi(
  routes: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}
): FetchLike & { calls: string[] } {
  const calls: string[] = []
  const handler = async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname
    calls.push(`${init.method ?? 'GET'} ${path}`)
    const route = routes[`${init.method ?? 'GET'} ${path}`] ?? routes[path]
    if (route) return route(init)
    if (path === '/api/v1/genres') return json(200, genresAnswer)
    if (path === '/api/v1/account' && (init.method ?? 'GET') === 'GET') return json(200, fanAccount)
    return json(404, { errors: [{ message: `Cannot ${init.method ?? 'GET'} ${path}` }] })
  }
  return Object.assign(handler, { calls })
}

export { json as jsonResponse }

export interface RenderAppOptions {
  path?: string
  user?: StoredUser | null
  language?: Language
  viewport?: { width: number; height: number }
  fetch?: FetchLike
  activity?: RequestActivity
}

/** The whole app (providers, shell, routes) at `path`, with a signed-in `user` or a guest. */
export function renderApp({
  path = '/',
  user = null,
  language = 'en',
  viewport,
  fetch = fakeApi(),
  activity,
}: RenderAppOptions = {}) {
  if (viewport) setViewport(viewport)
  if (user) {
    localStorage.setItem(storageKeys.user, JSON.stringify(user))
    localStorage.setItem(storageKeys.accessToken, 'access')
    localStorage.setItem(storageKeys.refreshToken, 'refresh')
    localStorage.setItem(storageKeys.loggedIn, 'true')
  }
  const client = createApiClient({ baseUrl: 'http://kobza.test', storage: localStorage, fetch })
  const services = createServices({ client, i18n: createI18n(language), activity })
  // Retrying would only slow failure tests down.
  services.queryClient.setDefaultOptions({ queries: { retry: false } })
  const location: { current?: Location } = {}
  function LocationProbe() {
    location.current = useLocation()
    return null
  }
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  )
  return { ...view, services, location, user: userEvent.setup() }
}
