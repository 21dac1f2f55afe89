import { useSyncExternalStore } from 'react'
import { connectionWantsDataSaver, type ConnectionHints } from './source'

/*
 * Playback settings kept per device (not per account: data saver is about this phone's network),
 * in localStorage as the language is (`shared/i18n/language.ts`).
 */
export interface PlaybackPreferences {
  /** Play every song at the same reference loudness (on unless turned off). */
  normaliseLoudness: boolean
  /** Always play the low rendition (off unless turned on; a slow connection turns it on anyway). */
  dataSaver: boolean
}

export const playbackPreferenceKeys = {
  normaliseLoudness: 'kobza.player.normaliseLoudness',
  dataSaver: 'kobza.player.dataSaver',
} as const

const defaults: PlaybackPreferences = { normaliseLoudness: true, dataSaver: false }

type Store = Pick<Storage, 'getItem' | 'setItem'>

function storage(): Store | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can be disabled (private modes); the defaults apply for this visit.
    return undefined
  }
}

export function readPlaybackPreferences(store: Store | undefined = storage()): PlaybackPreferences {
  const read = (key: keyof PlaybackPreferences) => {
    try {
      const stored = store?.getItem(playbackPreferenceKeys[key])
      return stored === 'true' ? true : stored === 'false' ? false : defaults[key]
    } catch {
      return defaults[key]
    }
  }
  return { normaliseLoudness: read('normaliseLoudness'), dataSaver: read('dataSaver') }
}

const listeners = new Set<() => void>()
let snapshot: PlaybackPreferences | null = null

function current(): PlaybackPreferences {
  // The defaults themselves when nothing else is stored: the same value as the server's, so a
  // hydrated page does not render the player again for an equal copy.
  snapshot ??= sameAsDefaults(readPlaybackPreferences())
  return snapshot
}

function sameAsDefaults(preferences: PlaybackPreferences): PlaybackPreferences {
  return preferences.normaliseLoudness === defaults.normaliseLoudness && preferences.dataSaver === defaults.dataSaver
    ? defaults
    : preferences
}

export function setPlaybackPreference<K extends keyof PlaybackPreferences>(key: K, value: PlaybackPreferences[K]) {
  try {
    storage()?.setItem(playbackPreferenceKeys[key], String(value))
  } catch {
    // Not remembering is acceptable; the choice still applies to this visit.
  }
  snapshot = { ...current(), [key]: value }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changing a setting writes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key && !Object.values(playbackPreferenceKeys).includes(event.key as never)) return
    snapshot = readPlaybackPreferences()
    listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

export function usePlaybackPreferences(): PlaybackPreferences {
  return useSyncExternalStore(subscribe, current, () => defaults)
}

type NetworkConnection = ConnectionHints & EventTarget

function connection(): NetworkConnection | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkConnection }) | undefined)?.connection
}

let slow = connectionWantsDataSaver(connection())

function subscribeConnection(listener: () => void) {
  const network = connection()
  if (!network?.addEventListener) return () => {}
  const onChange = () => {
    slow = connectionWantsDataSaver(network)
    listener()
  }
  network.addEventListener('change', onChange)
  return () => network.removeEventListener('change', onChange)
}

/** Whether the network asks for less data now (saveData, or a 2g/3g effective type). */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribeConnection,
    () => slow,
    () => false
  )
}
