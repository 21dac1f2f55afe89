import type { AuctionListQuery } from '@kobza/contract'
import { totalPages } from '@kobza/contract'
import Auction from '#markets/auction'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * A page of auctions, newest first unless `sort` asks for the oldest (`…,asc` / `OLDEST`) or by
 * end (`duration…`). `keyword` (the search) matches the song's name or the description.
 */
export async function listAuctions(query: AuctionListQuery & { keyword?: string }) {
  const builder = Auction.query()
  if (query.filter_era) builder.where('era', query.filter_era)
  if (query.filter_genreType.length > 0) builder.whereIn('genre_type', query.filter_genreType)
  if (query.filter_auctionStatus) builder.where('status', query.filter_auctionStatus)
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    builder.whereRaw(`search_text like ? escape '\\'`, [pattern])
  }
  const sort = query.sort ?? ''
  const direction = /asc|oldest/i.test(sort) ? 'asc' : 'desc'
  builder.orderBy(/^duration|^endsAt/i.test(sort) ? 'ends_at' : 'created_at', direction).orderBy('id', direction)
  const page = await builder.paginate(query.page + 1, query.size)
  return { auctions: page.all(), totalPages: totalPages(page.total, query.size) }
}
