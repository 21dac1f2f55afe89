import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '../shared/format/format'
import { detectLanguage, languageStorageKey, type Language } from '../shared/i18n/language'

/*
 * public/warm-intl.js is a plain script that cannot import the app: run it as the browser would
 * and check that it builds the very formatter the app's first post card builds, and only that.
 */
const script = readFileSync(join(__dirname, '..', '..', 'public', 'warm-intl.js'), 'utf8')

/** The (locale, options) of every date formatter made while `run` runs. */
function formattersMadeBy(run: () => void): Array<[unknown, unknown]> {
  const made: Array<[unknown, unknown]> = []
  const RealDateTimeFormat = Intl.DateTimeFormat
  const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
    made.push([locale, options])
    return new RealDateTimeFormat(locale, options)
  } as typeof Intl.DateTimeFormat)
  try {
    run()
  } finally {
    spy.mockRestore()
  }
  return made
}

function withBrowserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language)
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('warm-intl.js', () => {
  // Each case pins its own zone: the app keeps formatters per language and zone, and a kept one
  // would make none to compare with.
  const cases: Array<{ name: string; stored?: Language; browser: string; expected: Language; timeZone: string }> = [
    { name: 'a Ukrainian browser', browser: 'uk-UA', expected: 'uk', timeZone: 'Europe/Kyiv' },
    { name: 'another browser', browser: 'de-DE', expected: 'en', timeZone: 'Europe/Berlin' },
    {
      name: 'a remembered English choice on a Ukrainian browser',
      stored: 'en',
      browser: 'uk',
      expected: 'en',
      timeZone: 'Europe/Warsaw',
    },
    {
      name: 'a remembered Ukrainian choice on another browser',
      stored: 'uk',
      browser: 'en-US',
      expected: 'uk',
      timeZone: 'America/Toronto',
    },
  ]
  for (const { name, stored, browser, expected, timeZone } of cases)
    it(`warms the app's own post-card formatter, and only it, for ${name}`, () => {
      withBrowserLanguage(browser)
      if (stored) localStorage.setItem(languageStorageKey, stored)
      expect(detectLanguage()).toBe(expected)

      // It waits for the page's first frame, then a task: nothing before.
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
      const beforeFrame = formattersMadeBy(() => new Function(script)())
      const warmed = formattersMadeBy(() => vi.runAllTimers())
      vi.useRealTimers()
      expect(beforeFrame).toEqual([])
      // The app's formatter for a post card's date and time, made fresh in the same language.
      const used = formattersMadeBy(() => formatDateTime(Date.UTC(2026, 10, 26), expected, { timeZone }))

      expect(warmed).toHaveLength(1)
      expect(used).toHaveLength(1)
      const [[warmedLocale, warmedOptions]] = warmed as [[unknown, Record<string, unknown>]]
      const [[usedLocale, usedOptions]] = used as [[unknown, Record<string, unknown>]]
      expect(warmedLocale).toBe(usedLocale)
      // The zone is the app's (pinned here); the fields are the same.
      expect({ ...warmedOptions, timeZone }).toEqual(usedOptions)
    })
})
