import type { OfferListQuery } from '@kobza/contract'
import { totalPages } from '@kobza/contract'
import SaleOffer from '#markets/sale_offer'

/** A page of offers, newest first; filters apply to the auctioned song. CANCELLED ones are never listed. */
export async function listOffers(query: OfferListQuery) {
  const builder = SaleOffer.query().preload('auction')
  builder.whereIn('status', query.filter_status ? [query.filter_status] : ['ACTIVE', 'SOLD'])
  if (query.filter_era || query.filter_genreType.length > 0) {
    builder.whereHas('auction', (auction) => {
      if (query.filter_era) auction.where('era', query.filter_era)
      if (query.filter_genreType.length > 0) auction.whereIn('genre_type', query.filter_genreType)
    })
  }
  builder.orderBy('created_at', 'desc').orderBy('id', 'desc')
  const page = await builder.paginate(query.page + 1, query.size)
  return { offers: page.all(), totalPages: totalPages(page.total, query.size) }
}
