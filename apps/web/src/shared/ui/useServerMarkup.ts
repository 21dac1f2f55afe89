import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while rendering on the server and while the browser hydrates what the server rendered
 * (issue 35), false otherwise: what renders in a first client paint only (a shorter list, a
 * portal) must wait for it, or the hydrated markup would not match.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true
  )
}
