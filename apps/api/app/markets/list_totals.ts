import { keepNewest } from '#core/bounded_map'

/*
 * Totals of the market lists (their `totalPages`). Counting every open auction or active offer
 * on each page view cost more than the page itself at platform size (100,000 auctions: about
 * 10 ms of database time per request, bench/results/scale-findings.md), and a total only drives
 * the pager. It is kept per process for a few seconds under the list's filters and forgotten on
 * any market write this process makes (model hooks, the ledger indexer); writes of another
 * process (a second instance, the CLI) show in the total within the TTL.
 */
const totals = new Map<string, { expires: number; total: Promise<number> }>()
const totalsTtlMs = 5_000
const totalsMax = 500

export function forgetMarketTotals(): void {
  totals.clear()
}

export function cachedTotal(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now()
  const known = totals.get(key)
  if (known && known.expires > now) return known.total
  // Concurrent readers of the same list share one count; a failed count is not kept.
  const total = count()
  total.catch(() => totals.delete(key))
  keepNewest(totals, key, { expires: now + totalsTtlMs, total }, totalsMax)
  return total
}
