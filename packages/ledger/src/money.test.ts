import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MoneyError,
  ccdToMicro,
  formatCcd,
  maxMicroCcd,
  microToCcdString,
  minSalePriceMicro,
  moneyMessages,
  parseCcdDecimal,
} from './money.js'

describe('ccdToMicro (whole CCD only)', () => {
  it('multiplies whole CCD by 1,000,000', () => {
    expect(ccdToMicro('25')).toBe(25_000_000n)
    expect(ccdToMicro(' 007 ')).toBe(7_000_000n)
    expect(ccdToMicro('0')).toBe(0n)
  })

  it('refuses fractions with a message instead of dropping them', () => {
    for (const input of ['12.5', '12,5', '12.', '.5']) expect(() => ccdToMicro(input)).toThrow(moneyMessages.wholeOnly)
  })

  it('refuses non-numbers, negatives, empty input and overflow', () => {
    expect(() => ccdToMicro('')).toThrow(moneyMessages.empty)
    for (const input of ['-3', '1e3', 'abc', '0x10', '1 000'])
      expect(() => ccdToMicro(input)).toThrow(moneyMessages.notANumber)
    expect(() => ccdToMicro('18446744073710')).toThrow(moneyMessages.tooLarge)
    expect(ccdToMicro('18446744073709')).toBe(18446744073709n * 1_000_000n)
  })

  it('enforces a minimum when given', () => {
    expect(() => ccdToMicro('0', { minMicro: 1_000_000n })).toThrow('The minimum is 1 CCD')
  })
})

describe('parseCcdDecimal (up to 6 decimals)', () => {
  it('parses exactly, without floating point', () => {
    expect(parseCcdDecimal('0.01')).toBe(10_000n)
    expect(parseCcdDecimal('1,5')).toBe(1_500_000n)
    expect(parseCcdDecimal('.000001')).toBe(1n)
    expect(parseCcdDecimal('3.')).toBe(3_000_000n)
    expect(parseCcdDecimal('0.1')).toBe(100_000n)
    expect(parseCcdDecimal('123456789.123456')).toBe(123_456_789_123_456n)
  })

  it('refuses a seventh decimal and malformed input', () => {
    expect(() => parseCcdDecimal('0.0000001')).toThrow(moneyMessages.tooManyDecimals)
    for (const input of ['.', '1.2.3', '-1', 'one']) expect(() => parseCcdDecimal(input)).toThrow(MoneyError)
  })

  it('allows the secondary-sale minimum of 0.01 CCD and nothing below it', () => {
    expect(parseCcdDecimal('0.01', { minMicro: minSalePriceMicro })).toBe(10_000n)
    expect(() => parseCcdDecimal('0.009999', { minMicro: minSalePriceMicro })).toThrow('The minimum is 0.01 CCD')
  })
})

describe('microToCcdString', () => {
  it('prints CCD without trailing zeros', () => {
    expect(microToCcdString(0n)).toBe('0')
    expect(microToCcdString(1n)).toBe('0.000001')
    expect(microToCcdString(1_500_000n)).toBe('1.5')
    expect(microToCcdString(25_000_000n)).toBe('25')
    expect(microToCcdString(-2_500_000n)).toBe('-2.5')
  })

  it('round-trips with parseCcdDecimal for every u64 amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxMicroCcd }), (micro) => {
        expect(parseCcdDecimal(microToCcdString(micro))).toBe(micro)
      }),
      { numRuns: 2000 }
    )
  })
})

describe('formatCcd', () => {
  it("puts the ledger's coin sign before the exact amount, from bigint or decimal text", () => {
    expect(formatCcd(0n)).toBe('Ͼ0')
    expect(formatCcd(1n)).toBe('Ͼ0.000001')
    expect(formatCcd('1500000')).toBe('Ͼ1.5')
    expect(formatCcd(12_000_000n)).toBe('Ͼ12')
    expect(formatCcd(-2_500_000n)).toBe('-Ͼ2.5')
    expect(formatCcd(maxMicroCcd)).toBe('Ͼ18446744073709.551615')
  })
})
