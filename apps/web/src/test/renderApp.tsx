import { useLayoutEffect } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation, type Location } from 'react-router'
import { createApiClient, storageKeys, type FetchLike, type StoredUser } from '@kobza/api-client'
import { AppProviders } from '../app/AppProviders'
import { createServices } from '../app/createServices'
import { AppRoutes } from '../app/routing/AppRoutes'
import { createI18n } from '../shared/i18n/i18n'
import type { Language } from '../shared/i18n/language'
import type { RequestActivity } from '../shared/network/activity'
import { fakeApi } from './fakeApi'
import { setViewport } from './viewport'

export { fakeApi } from './fakeApi'
export { artist, fan, jsonResponse } from './fakes'

export interface RenderAppOptions {
  path?: string
  user?: StoredUser | null
  language?: Language
  viewport?: { width: number; height: number }
  fetch?: FetchLike
  activity?: RequestActivity
}

/** Stores a signed-in `user`'s session as the api-client keeps it (tokens the fake API accepts); a guest stores none. */
export function storeSession(user: StoredUser | null): void {
  if (!user) return
  localStorage.setItem(storageKeys.user, JSON.stringify(user))
  localStorage.setItem(storageKeys.accessToken, 'access')
  localStorage.setItem(storageKeys.refreshToken, 'refresh')
  localStorage.setItem(storageKeys.loggedIn, 'true')
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
  storeSession(user)
  const client = createApiClient({ baseUrl: 'http://kobza.test', storage: localStorage, fetch })
  const services = createServices({ client, i18n: createI18n(language), activity })
  // Retrying would only slow failure tests down.
  services.queryClient.setDefaultOptions({ queries: { retry: false } })
  const location: { current?: Location } = {}
  function LocationProbe() {
    const current = useLocation()
    // Recorded on commit: a navigation renders concurrently and may yield before the screens change.
    useLayoutEffect(() => {
      location.current = current
    })
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
