export const languages = ['uk', 'en'] as const
export type Language = (typeof languages)[number]

export const languageStorageKey = 'kobza.language'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/**
 * A link's `?lang=` wins (the pages' hreflang alternates point at `?lang=uk` and `?lang=en`, so a
 * search engine's or a friend's link opens in the language it was shared in); then a remembered
 * choice; otherwise Ukrainian for Ukrainian browsers and English for the rest.
 */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLanguage: string | undefined = globalThis.navigator?.language,
  search: string | undefined = globalThis.location?.search
): Language {
  const asked = new URLSearchParams(search ?? '').get('lang')
  if (isLanguage(asked)) return asked
  let stored: string | null = null
  try {
    stored = storage?.getItem(languageStorageKey) ?? null
  } catch {
    // Storage can be disabled; fall through to the browser's language.
  }
  if (isLanguage(stored)) return stored
  return browserLanguage?.toLowerCase().startsWith('uk') ? 'uk' : 'en'
}

export function rememberLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage
): void {
  try {
    storage?.setItem(languageStorageKey, language)
  } catch {
    // Not remembering is acceptable; the switch still applies to this visit.
  }
}
