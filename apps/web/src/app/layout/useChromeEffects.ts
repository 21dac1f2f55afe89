import { useEffect, useEffectEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { useServices } from '../../shared/services'
import { paths } from '../../shared/paths'
import type { SignInRedirectState } from '../../shared/session/redirect'
import type { AppRoute } from '../routing/routeTable'

/** "{Title} · Kobza" for the current screen, in the current language; the title is in the route's namespace. */
export function useDocumentTitle(route: Pick<AppRoute, 'namespace' | 'title'>): void {
  const { t } = useTranslation()
  useEffect(() => {
    const suffix = t('app.titleSuffix')
    // The namespace is data here; `defineFeature` checks the title key where the route is declared.
    const translate = t as unknown as (key: string) => string
    document.title = `${translate(`${route.namespace}:titles.${route.title}`)} · ${suffix}`
  }, [t, route])
}

/** A failed token refresh (api-client `sessionExpired`) sends the user to sign in (spec 000 §4). */
export function useSessionExpiryRedirect(): void {
  const { client, queryClient } = useServices()
  const navigate = useNavigate()
  const location = useLocation()
  const onExpired = useEffectEvent(() => {
    // Another user's cached answers must not outlive the session.
    queryClient.clear()
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}` }
    void navigate(paths.signIn, { replace: true, state })
  })
  useEffect(() => client.on('sessionExpired', onExpired), [client])
}

/** After a client-side navigation, focus moves to the main region so screen readers start there. */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation()
  const initial = useRef(true)
  useEffect(() => {
    // The first render is the page load: the browser already starts at the top.
    if (initial.current) {
      initial.current = false
      return
    }
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
}

/** A new screen starts at the top; Back and Forward leave the scroll to the browser. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 })
  }, [pathname, navigationType])
}
