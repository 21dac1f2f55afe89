import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { en } from './locales/en'
import { uk } from './locales/uk'
import { detectLanguage, isLanguage, rememberLanguage, type Language } from './language'

export const resources = { en: { translation: en }, uk: { translation: uk } } as const

/** One instance per app (and per test), so tests never share a language through a global. */
export function createI18n(language: Language = detectLanguage()): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['uk', 'en'],
    resources,
    // Both languages ship in the bundle, so init can finish synchronously before the first render.
    initAsync: false,
    // React escapes on render; escaping here too would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
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
