import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { en } from './en'
import { uk } from './uk'
import { detectLanguage, isLanguage, rememberLanguage, type Language } from './language'
import { registerI18n, type NamespaceStrings } from './namespaces'

/** The default namespace: the shell's strings and the words every feature uses. */
export const sharedNamespace = 'shared'

/** One instance per app (and per test), so tests never share a language through a global. */
export function createI18n(
  language: Language = detectLanguage(),
  /** Namespaces to have at once, for tests that render a component without its screen. */
  bundled: Record<string, NamespaceStrings> = {}
): I18n {
  const instance = i18next.createInstance()
  const resources: Record<string, Record<string, object>> = { en: { shared: en }, uk: { shared: uk } }
  for (const [namespace, strings] of Object.entries(bundled)) {
    for (const [lng, value] of Object.entries(strings)) (resources[lng] ??= {})[namespace] = value
  }
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['uk', 'en'],
    ns: [sharedNamespace, ...Object.keys(bundled)],
    defaultNS: sharedNamespace,
    resources,
    // The shared strings ship in the bundle, so init finishes synchronously before the first render.
    initAsync: false,
    // React escapes on render; escaping here too would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  registerI18n(instance)
  setDocumentLanguage(language)
  // Registered after init so that only a choice the user makes is remembered.
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return
    rememberLanguage(next)
    setDocumentLanguage(next)
  })
  return instance
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** The current UI language and a setter that also remembers it. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation()
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  return [current, (language) => void i18n.changeLanguage(language)]
}
