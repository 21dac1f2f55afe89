import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@kobza/api-client'
import { detectLanguage, languageStorageKey, rememberLanguage } from './language'
import { createI18n } from './i18n'

describe('detectLanguage', () => {
  it('picks Ukrainian for Ukrainian browsers and English otherwise', () => {
    expect(detectLanguage(memoryStorage(), 'uk-UA')).toBe('uk')
    expect(detectLanguage(memoryStorage(), 'uk')).toBe('uk')
    expect(detectLanguage(memoryStorage(), 'en-US')).toBe('en')
    expect(detectLanguage(memoryStorage(), 'pl')).toBe('en')
    expect(detectLanguage(memoryStorage(), undefined)).toBe('en')
  })

  it('prefers a remembered choice and ignores unknown values', () => {
    expect(detectLanguage(memoryStorage({ [languageStorageKey]: 'en' }), 'uk-UA')).toBe('en')
    expect(detectLanguage(memoryStorage({ [languageStorageKey]: 'de' }), 'uk-UA')).toBe('uk')
  })

  it("follows a link's ?lang= over a remembered choice, and ignores an unknown one", () => {
    const remembered = memoryStorage({ [languageStorageKey]: 'uk' })
    expect(detectLanguage(remembered, 'uk-UA', '?lang=en')).toBe('en')
    expect(detectLanguage(memoryStorage(), 'en-US', '?song=4&lang=uk')).toBe('uk')
    expect(detectLanguage(remembered, 'en-US', '?lang=de')).toBe('uk')
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(detectLanguage(broken, 'uk')).toBe('uk')
    expect(() => rememberLanguage('en', broken)).not.toThrow()
  })
})

describe('createI18n', () => {
  it('sets <html lang>, and remembers only languages the user switches to', async () => {
    const i18n = createI18n('uk')
    expect(document.documentElement.lang).toBe('uk')
    expect(localStorage.getItem(languageStorageKey)).toBeNull()
    expect(i18n.t('titles.notFound')).toBe('Сторінку не знайдено')
    await i18n.changeLanguage('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(languageStorageKey)).toBe('en')
    expect(i18n.t('titles.notFound')).toBe('Page not found')
    expect(createI18n().language).toBe('en')
  })
})
