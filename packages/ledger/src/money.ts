/*
 * The one home of CCD amounts: parsing what people type and formatting micro CCD. Zod-free and
 * wallet-free (`@kobza/ledger/money`), so list screens show prices before the wallet layer loads.
 */
import { microPerCcd } from '@kobza/contract/money'

export { microPerCcd }
const ccdDecimals = 6
/** Amounts travel as u64 micro CCD on chain. */
export const maxMicroCcd = (1n << 64n) - 1n
/** The smallest price a secondary sale may ask, 0.01 CCD. */
export const minSalePriceMicro = 10_000n

export const moneyMessages = {
  empty: 'Enter an amount',
  notANumber: 'Enter a number, e.g. 25',
  wholeOnly: 'Enter a whole number of CCD, without decimals',
  tooManyDecimals: 'CCD has at most 6 decimals',
  tooLarge: 'The amount is too large',
  belowMinimum: (min: string) => `The minimum is ${min} CCD`,
} as const

export class MoneyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MoneyError'
  }
}

function checkRange(micro: bigint, minMicro: bigint | undefined): bigint {
  if (micro > maxMicroCcd) throw new MoneyError(moneyMessages.tooLarge)
  if (minMicro !== undefined && micro < minMicro)
    throw new MoneyError(moneyMessages.belowMinimum(microToCcdString(minMicro)))
  return micro
}

/**
 * Whole CCD → micro CCD, for the initial-sale price. The spec's client parsed with parseInt and
 * silently dropped decimals; here "12.5" is refused so nobody lists at a price they did not type.
 */
export function ccdToMicro(input: string, options: { minMicro?: bigint } = {}): bigint {
  const text = input.trim()
  if (text === '') throw new MoneyError(moneyMessages.empty)
  if (/^\d+[.,]\d*$/.test(text) || /^[.,]\d+$/.test(text)) throw new MoneyError(moneyMessages.wholeOnly)
  if (!/^\d+$/.test(text)) throw new MoneyError(moneyMessages.notANumber)
  return checkRange(BigInt(text) * microPerCcd, options.minMicro)
}

/**
 * CCD with up to six decimals → micro CCD, exactly (no floating point). Accepts a comma as the
 * decimal separator because Ukrainian keyboards produce one.
 */
export function parseCcdDecimal(input: string, options: { minMicro?: bigint } = {}): bigint {
  const text = input.trim()
  if (text === '') throw new MoneyError(moneyMessages.empty)
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (match === null || (whole === '' && fraction === '')) throw new MoneyError(moneyMessages.notANumber)
  if (fraction.length > ccdDecimals) throw new MoneyError(moneyMessages.tooManyDecimals)
  const micro = BigInt(whole === '' ? '0' : whole) * microPerCcd + BigInt(fraction.padEnd(ccdDecimals, '0') || '0')
  return checkRange(micro, options.minMicro)
}

/** Micro CCD → a CCD string without trailing zeros: 1500000n → "1.5". */
export function microToCcdString(micro: bigint): string {
  const sign = micro < 0n ? '-' : ''
  const magnitude = micro < 0n ? -micro : micro
  const whole = magnitude / microPerCcd
  const fraction = (magnitude % microPerCcd).toString().padStart(ccdDecimals, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`
}

/** The ledger's coin sign before an exact CCD amount: 1500000n → "Ͼ1.5" (micro CCD in, as bigint or decimal text). */
export function formatCcd(micro: string | bigint): string {
  const text = microToCcdString(typeof micro === 'bigint' ? micro : BigInt(micro))
  return text.startsWith('-') ? `-Ͼ${text.slice(1)}` : `Ͼ${text}`
}
