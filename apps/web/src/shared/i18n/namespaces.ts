import type { i18n as I18n } from 'i18next'
import type { Language } from './language'

/** A namespace's strings in every language. */
export type NamespaceStrings = Record<Language, object>

/*
 * Features' namespaces arrive with their first screen (see `featureScreens`), while i18n
 * instances are made once per app and once per test: whatever has arrived is added to every
 * instance, present and future.
 */
const arrived = new Map<string, NamespaceStrings>()
const instances = new Set<I18n>()
const loading = new Map<string, Promise<void>>()

function addTo(i18n: I18n, namespace: string, strings: NamespaceStrings): void {
  for (const [language, bundle] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle)
  }
}

/** Called by createI18n: the instance gets every namespace loaded so far and every one to come. */
export function registerI18n(i18n: I18n): void {
  instances.add(i18n)
  for (const [namespace, strings] of arrived) addTo(i18n, namespace, strings)
}

/** Forgets an instance (a server render's, once it is done), so it no longer receives namespaces. */
export function unregisterI18n(i18n: I18n): void {
  instances.delete(i18n)
}

/** Loads a namespace once (both languages, so switching language never waits) and adds it everywhere. */
export function loadNamespace(namespace: string, load: () => Promise<NamespaceStrings>): Promise<void> {
  let pending = loading.get(namespace)
  if (!pending) {
    pending = load().then((strings) => {
      arrived.set(namespace, strings)
      for (const i18n of instances) addTo(i18n, namespace, strings)
    })
    // A failed download may succeed on the next visit (the screen boundary offers a reload).
    pending.catch(() => loading.delete(namespace))
    loading.set(namespace, pending)
  }
  return pending
}

/**
 * Adds a namespace that ships in the app's first download (the strings of a screen `/` shows
 * at once, see features/feed/feature.tsx): there is nothing to wait for.
 */
export function provideNamespace(namespace: string, strings: NamespaceStrings): void {
  if (loading.has(namespace)) return
  arrived.set(namespace, strings)
  for (const i18n of instances) addTo(i18n, namespace, strings)
  loading.set(namespace, Promise.resolve())
}
