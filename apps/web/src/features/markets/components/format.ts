import { microToCcdString, shortAddress } from '@kobza/ledger'

/** The ledger's coin sign before an exact CCD amount (micro CCD in, no floating point). */
export function formatCcd(micro: string | bigint): string {
  return `Ͼ${microToCcdString(typeof micro === 'bigint' ? micro : BigInt(micro))}`
}

/** First 4 characters, an ellipsis, last 5; 9 characters or fewer are shown whole (spec 002 §2). */
export function displayAddress(address: string): string {
  return shortAddress(address)
}

/** Social links open with https:// when the artist typed none. */
export function externalHref(link: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`
}
