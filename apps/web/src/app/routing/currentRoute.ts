import { useMemo } from 'react'
import { matchRoutes, useLocation } from 'react-router'
import { appRoutes, type AppRoute } from './routeTable'

/** The table entry of the current location: its title and chrome. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation()
  return useMemo(() => matchRoutes(appRoutes, pathname)?.at(-1)?.route, [pathname])
}
