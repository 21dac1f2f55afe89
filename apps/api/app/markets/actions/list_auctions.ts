import type { AuctionListQuery } from '@kobza/contract'
import { totalPages } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { cachedTotal } from '#markets/list_totals'
import { marketNow } from '#markets/market_ledger'
import { auctionColumns, presentAuctions, type ShownAuction } from '#markets/present'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * A page of auctions, newest first unless `sort` asks for the oldest (`…,asc` / `OLDEST`) or by
 * end (`duration…`). `keyword` (the search) matches the song's name or the description.
 * Rows under the presenter's names, not models (bench/results/scale-findings.md).
 */
export async function listAuctions(
  query: AuctionListQuery & { keyword?: string }
): Promise<{ auctions: ShownAuction[]; totalPages: number }> {
  const filtered = () => {
    const builder = db.from('auctions')
    filter(builder, query)
    return builder
  }
  const builder = filtered()
  const sort = query.sort ?? ''
  const direction = /asc|oldest/i.test(sort) ? 'asc' : 'desc'
  builder.orderBy(/^duration|^endsAt/i.test(sort) ? 'ends_at' : 'created_at', direction).orderBy('id', direction)
  const key = JSON.stringify([
    'auctions',
    query.filter_era,
    query.filter_genreType,
    query.filter_auctionStatus,
    query.keyword?.trim().toLowerCase(),
  ])
  const [auctions, total] = await Promise.all([
    builder
      .select(auctionColumns())
      .offset(query.page * query.size)
      .limit(query.size) as Promise<ShownAuction[]>,
    cachedTotal(key, async () => Number((await filtered().count('* as total'))[0]?.total ?? 0)),
  ])
  return { auctions, totalPages: totalPages(total, query.size) }
}

/** GET /auctions's answer (spec 002 §7): a page of auctions as the spec presents them. */
export async function auctionsPage(query: AuctionListQuery) {
  const { auctions, totalPages: pages } = await listAuctions(query)
  return { elements: await presentAuctions(auctions, await marketNow()), totalPages: pages }
}

function filter(builder: ReturnType<typeof db.from>, query: AuctionListQuery & { keyword?: string }) {
  if (query.filter_era) builder.where('era', query.filter_era)
  if (query.filter_genreType.length > 0) builder.whereIn('genre_type', query.filter_genreType)
  if (query.filter_auctionStatus) builder.where('status', query.filter_auctionStatus)
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    builder.whereRaw(`search_text like ? escape '\\'`, [pattern])
  }
}
