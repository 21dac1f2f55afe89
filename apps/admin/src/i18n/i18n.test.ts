import { afterEach, describe, expect, it } from 'vitest'
import { accountMessages, adminMessages } from '@kobza/contract'
import { createI18nProvider } from './i18nProvider.ts'
import { detectLanguage, languageStorageKey } from './language.ts'
import { serverMessageKey } from './serverMessages.ts'

const storageWith = (value: string | null) => ({ getItem: () => value })

afterEach(() => localStorage.clear())

describe('console language', () => {
  it("follows the web app's rule: a remembered choice, else Ukrainian for Ukrainian browsers", () => {
    expect(detectLanguage(storageWith('en'), 'uk-UA')).toBe('en')
    expect(detectLanguage(storageWith('uk'), 'en-US')).toBe('uk')
    expect(detectLanguage(storageWith(null), 'uk-UA')).toBe('uk')
    expect(detectLanguage(storageWith(null), 'de-DE')).toBe('en')
    expect(detectLanguage(storageWith('fr'), 'en-GB')).toBe('en')
  })

  it('remembers a switch under the key the web app uses and marks the document', async () => {
    const i18n = createI18nProvider('en')
    expect(document.documentElement.lang).toBe('en')
    await i18n.changeLocale('uk')
    expect(localStorage.getItem(languageStorageKey)).toBe('uk')
    expect(document.documentElement.lang).toBe('uk')
    expect(i18n.translate('resources.users.name', { smart_count: 2 })).toBe('Користувачі')
    expect(i18n.translate('resources.users.name', { smart_count: 5 })).toBe('Користувачів')
  })

  it("shows the API's known messages in the contract's words in English and translated in Ukrainian", async () => {
    const i18n = createI18nProvider('en')
    const translateServer = (message: string) => i18n.translate(serverMessageKey(message), { _: message })
    expect(translateServer(accountMessages.invalidCredentials)).toBe(accountMessages.invalidCredentials)
    expect(translateServer('Something only the API knows')).toBe('Something only the API knows')
    await i18n.changeLocale('uk')
    expect(translateServer(accountMessages.invalidCredentials)).toBe('Неправильна електронна пошта або пароль')
    expect(translateServer(adminMessages.onlyAdminsGrant)).toBe(
      'Надавати й відкликати повноваження можуть лише адміністратори'
    )
  })
})
