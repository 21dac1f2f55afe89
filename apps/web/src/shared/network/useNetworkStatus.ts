import { useSyncExternalStore } from 'react'
import type { RequestActivity } from './activity'

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true
  )
}

export function useSlowNetwork(activity: RequestActivity): boolean {
  return useSyncExternalStore(activity.subscribe, activity.getSnapshot, () => false)
}
