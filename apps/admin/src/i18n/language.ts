export const consoleLanguages = ['uk', 'en'] as const
export type ConsoleLanguage = (typeof consoleLanguages)[number]

/** The web app's key: the console and the web app share one origin, so one choice serves both. */
export const languageStorageKey = 'kobza.language'

const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  consoleLanguages.includes(value as ConsoleLanguage)

/** The web app's rule: a remembered choice wins; otherwise Ukrainian for Ukrainian browsers, else English. */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLanguage: string | undefined = globalThis.navigator?.language
): ConsoleLanguage {
  let stored: string | null = null
  try {
    stored = storage?.getItem(languageStorageKey) ?? null
  } catch {
    // Storage can be disabled; fall through to the browser's language.
  }
  if (isConsoleLanguage(stored)) return stored
  return browserLanguage?.toLowerCase().startsWith('uk') ? 'uk' : 'en'
}

export function rememberLanguage(
  language: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage
): void {
  if (!isConsoleLanguage(language)) return
  try {
    storage?.setItem(languageStorageKey, language)
  } catch {
    // Not remembering is acceptable; the switch still applies to this visit.
  }
}
