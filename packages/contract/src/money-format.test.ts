import { describe, expect, it } from 'vitest'
import { formatHryvnia } from './money-format.js'

// Intl writes narrow no-break spaces in Ukrainian groups; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatHryvnia', () => {
  it("formats by the interface's language with the hryvnia sign and two decimals", () => {
    expect(plain(formatHryvnia(300, 'uk'))).toBe('300,00 ₴')
    expect(plain(formatHryvnia(1250.5, 'uk'))).toBe('1 250,50 ₴')
    expect(formatHryvnia(300, 'en')).toBe('₴300.00')
    expect(formatHryvnia(1250.5, 'en')).toBe('₴1,250.50')
  })

  it('falls back to English for a language the apps do not have', () => {
    expect(formatHryvnia(5, 'de')).toBe('₴5.00')
  })
})
