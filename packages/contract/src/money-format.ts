/*
 * The one hryvnia formatter (zod-free, so a browser bundle can import `@kobza/contract/money`).
 * The console and the apps format by the interface's language, not the browser's: an English
 * console shows '₴300.00', a Ukrainian one '300,00 ₴'. English follows the British conventions,
 * as the web app's dates do.
 */
/** Micro CCD per CCD (10^6): CCD has six decimals. Here, zod-free, so the ledger's formatter can load without zod. */
export const microPerCcd = 1_000_000n

/** Kopiyky per hryvnia. */
const kopiykyPerHryvnia = 100

/** Kopiyky (the API's unit) as hryvnia, the wire's `money.amount` (exact below 2^53 kopiyky). */
export function kopiykyToHryvnia(kopiyky: bigint | number): number {
  return Number(kopiyky) / kopiykyPerHryvnia
}

/** Hryvnia (at most two decimals, as the contract checks) as kopiyky. */
export function hryvniaToKopiyky(hryvnia: number): bigint {
  return BigInt(Math.round(hryvnia * kopiykyPerHryvnia))
}

const intlLocales = { uk: 'uk-UA', en: 'en-GB' } as const

export type MoneyLanguage = keyof typeof intlLocales

const formats = new Map<MoneyLanguage, Intl.NumberFormat>()

/** Hryvnia with the ₴ sign and two decimals in the given interface language (English for any other). */
export function formatHryvnia(amount: number, language: string): string {
  const chosen: MoneyLanguage = language === 'uk' ? 'uk' : 'en'
  let format = formats.get(chosen)
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[chosen], {
      style: 'currency',
      currency: 'UAH',
      currencyDisplay: 'narrowSymbol',
    })
    formats.set(chosen, format)
  }
  return format.format(amount)
}
