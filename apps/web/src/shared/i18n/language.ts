export const languages = ['uk', 'en'] as const
export type Language = (typeof languages)[number]

export const languageStorageKey = 'kobza.language'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** A remembered choice wins; otherwise Ukrainian for Ukrainian browsers and English for the rest. */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLanguage: string | undefined = globalThis.navigator?.language
): Language {
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
