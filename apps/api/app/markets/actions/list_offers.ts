import type { OfferListQuery } from '@kobza/contract'
import { totalPages } from '@kobza/contract'
import { cachedTotal } from '#markets/list_totals'
import SaleOffer from '#markets/sale_offer'

/** A page of offers, newest first; filters apply to the auctioned song. CANCELLED ones are never listed. */
export async function listOffers(query: OfferListQuery) {
  const filtered = () => {
    const builder = SaleOffer.query()
    builder.whereIn('status', query.filter_status ? [query.filter_status] : ['ACTIVE', 'SOLD'])
    if (query.filter_era || query.filter_genreType.length > 0) {
      builder.whereHas('auction', (auction) => {
        if (query.filter_era) auction.where('era', query.filter_era)
        if (query.filter_genreType.length > 0) auction.whereIn('genre_type', query.filter_genreType)
      })
    }
    return builder
  }
  const key = JSON.stringify(['offers', query.filter_status, query.filter_era, query.filter_genreType])
  const [offers, total] = await Promise.all([
    filtered()
      .preload('auction')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.page * query.size)
      .limit(query.size),
    cachedTotal(key, async () => Number((await filtered().count('* as total'))[0]?.$extras.total ?? 0)),
  ])
  return { offers, totalPages: totalPages(total, query.size) }
}
