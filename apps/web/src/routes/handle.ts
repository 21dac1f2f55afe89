import { useMemo } from 'react'
import { matchRoutes, useLocation } from 'react-router'
import type { Translation } from '../i18n/locales/en'
import { appRoutes, type AppRoute } from './table'

export type TitleKey = keyof Translation['titles']

/**
 * `bare`: no navigation bar (sign in, sign up, reset password, legal pages — spec 000 §2);
 * `wide`: the larger layout of the chat.
 */
export type Chrome = 'standard' | 'bare' | 'wide'

/** The table entry of the current location: its title and chrome. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation()
  return useMemo(() => matchRoutes(appRoutes, pathname)?.at(-1)?.route, [pathname])
}
