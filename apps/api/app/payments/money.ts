import { hryvniaToKopiyky, kopiykyToHryvnia, type Money } from '@kobza/contract'

/*
 * Kopiyky are the API's only unit: bigint in memory, bigint columns in the database. Hryvnia
 * with decimals exist only on the wire (the spec's `money {amount, currency}`).
 */

export const CURRENCY = 'UAH' as const

/** Hryvnia from the wire (already checked to have at most two decimals) to kopiyky. */
export function toKopiyky(hryvnia: number): bigint {
  return hryvniaToKopiyky(hryvnia)
}

/** Kopiyky to the wire's money (exact for any amount below 2^53 kopiyky). */
export function toMoney(kopiyky: bigint): Money {
  return { amount: kopiykyToHryvnia(kopiyky), currency: CURRENCY }
}

/** "1234.50": LiqPay's and the checkout page's way of writing an amount. */
export function formatHryvnia(kopiyky: bigint): string {
  const sign = kopiyky < 0n ? '-' : ''
  const absolute = kopiyky < 0n ? -kopiyky : kopiyky
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`
}

/** A database value (pg returns bigint and SUM as strings, SQLite as numbers) as kopiyky. */
export function fromColumn(value: unknown): bigint {
  if (value === null || value === undefined) return 0n
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return BigInt(Math.trunc(value))
  return BigInt(String(value).split('.')[0]!)
}

/** For bigint columns: a number when exact (SQLite binds it as an integer), else a decimal string. */
export function toColumn(kopiyky: bigint): number | string {
  return kopiyky <= BigInt(Number.MAX_SAFE_INTEGER) && kopiyky >= BigInt(Number.MIN_SAFE_INTEGER)
    ? Number(kopiyky)
    : kopiyky.toString()
}

export const kopiykyColumn = { prepare: toColumn, consume: fromColumn }
