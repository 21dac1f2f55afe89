import { useCallback, useSyncExternalStore } from 'react'
import { breakpoints, type BreakpointName } from '../tokens/tokens'

/**
 * Media queries for the contract breakpoints, in range syntax so `below` and `from` never
 * overlap: `below.mobile` matches phones (< 600 px), `from.mobile` everything else.
 */
export const mediaQueries = {
  below: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width < ${px}px)`])) as Record<
    BreakpointName,
    string
  >,
  from: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width >= ${px}px)`])) as Record<
    BreakpointName,
    string
  >,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  dark: '(prefers-color-scheme: dark)',
} as const

/**
 * Subscribes to a CSS media query. `serverValue` is what it reports where there is no window
 * (SSR, prerender), so the first client render can match it.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query]
  )
  const getSnapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : serverValue
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue)
}

export type Breakpoint = 'mobile' | 'tablet' | 'desktop'

export interface BreakpointState {
  /** `mobile` below 600 px, `tablet` from 600 px, `desktop` from 1200 px. */
  breakpoint: Breakpoint
  /** Below 600 px: bottom bar and mobile menu instead of the side navigation. */
  isMobile: boolean
  /** Below 800 px: the chat shows the list or the conversation, not both. */
  isChatCompact: boolean
  /** From 1200 px: the back button lives in the page header. */
  isDesktop: boolean
}

export function useBreakpoint(): BreakpointState {
  const isMobile = useMediaQuery(mediaQueries.below.mobile)
  const isChatCompact = useMediaQuery(mediaQueries.below.chat)
  const isDesktop = useMediaQuery(mediaQueries.from.desktop, true)
  const breakpoint: Breakpoint = isMobile ? 'mobile' : isDesktop ? 'desktop' : 'tablet'
  return { breakpoint, isMobile, isChatCompact, isDesktop }
}
