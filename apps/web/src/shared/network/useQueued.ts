import { useCallback, useSyncExternalStore } from 'react'
import { useServices } from '../services'

/** Whether an action with `key` waits in the offline queue (it says "will be sent when back online"). */
export function useQueued(key: string): boolean {
  const { offline } = useServices()
  const snapshot = useCallback(() => offline.has(key), [offline, key])
  return useSyncExternalStore(offline.subscribe, snapshot, () => false)
}

/** How many actions wait in the offline queue. */
export function useQueuedCount(): number {
  const { offline } = useServices()
  return useSyncExternalStore(
    offline.subscribe,
    () => offline.getSnapshot().length,
    () => 0
  )
}
