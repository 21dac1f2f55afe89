/*
 * Display helpers. CCD amounts come from the ledger's one formatter, through its wallet-free
 * entry: the list screens show prices before (and without) the wallet layer loading.
 * displayAddress follows packages/ledger's shortAddress (messages.test.ts compares them).
 */
export { formatCcd } from '@kobza/ledger/money'

/** First 4 characters, an ellipsis, last 5; 9 characters or fewer are shown whole (spec 002 §2). */
export function displayAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}…${address.slice(-5)}`
}

/** Social links: http(s) only, opened with https:// when the artist typed no scheme. */
export { externalHref } from '../../../shared/format/links'
