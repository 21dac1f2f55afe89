import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider } from 'react-admin'
import { en, uk } from './messages.ts'
import { detectLanguage, rememberLanguage } from './language.ts'

/* Each language named in itself, as the web app's switcher does. */
const locales = [
  { locale: 'uk', name: 'Українська' },
  { locale: 'en', name: 'English' },
]

/** uk and en; starts in the remembered or browser language and remembers every switch. */
export function createI18nProvider(initialLocale: string = detectLanguage()): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => (locale === 'uk' ? uk : en), initialLocale, locales, {
    // Missing keys fall back to the key's own text instead of a console warning per render.
    allowMissing: true,
  })
  markDocumentLanguage(initialLocale)
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options)
      rememberLanguage(locale)
      markDocumentLanguage(locale)
    },
  }
}

/** Screen readers and the browser's spell checker follow <html lang>. */
function markDocumentLanguage(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
