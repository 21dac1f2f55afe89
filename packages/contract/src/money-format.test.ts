import { describe, expect, it } from 'vitest'
import { formatHryvnia, hryvniaToKopiyky, kopiykyToHryvnia } from './money-format.js'

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

describe('kopiyky and hryvnia', () => {
  it('turns the API’s kopiyky into the wire’s hryvnia and back, exactly to the kopiyka', () => {
    expect(kopiykyToHryvnia(125050n)).toBe(1250.5)
    expect(kopiykyToHryvnia(1)).toBe(0.01)
    expect(kopiykyToHryvnia(-300n)).toBe(-3)
    expect(hryvniaToKopiyky(1250.5)).toBe(125050n)
    // 0.29 * 100 is 28.999… in floating point: rounded, not truncated.
    expect(hryvniaToKopiyky(0.29)).toBe(29n)
    expect(hryvniaToKopiyky(kopiykyToHryvnia(987654321n))).toBe(987654321n)
  })
})
