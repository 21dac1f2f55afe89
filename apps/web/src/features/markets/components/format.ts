/*
 * Display helpers. Exact and dependency-free on purpose: the list screens show prices before
 * (and without) the wallet layer loading; packages/ledger's microToCcdString and shortAddress
 * are the same rules (format.test.ts compares them).
 */
const microPerCcd = 1_000_000n

/** The ledger's coin sign before an exact CCD amount (micro CCD in, no floating point). */
export function formatCcd(micro: string | bigint): string {
  const value = typeof micro === 'bigint' ? micro : BigInt(micro)
  const sign = value < 0n ? '-' : ''
  const magnitude = value < 0n ? -value : value
  const fraction = (magnitude % microPerCcd).toString().padStart(6, '0').replace(/0+$/, '')
  return `${sign}Ͼ${magnitude / microPerCcd}${fraction ? `.${fraction}` : ''}`
}

/** First 4 characters, an ellipsis, last 5; 9 characters or fewer are shown whole (spec 002 §2). */
export function displayAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}…${address.slice(-5)}`
}

/** Social links: http(s) only, opened with https:// when the artist typed no scheme. */
export { externalHref } from '../../../shared/format/links'
