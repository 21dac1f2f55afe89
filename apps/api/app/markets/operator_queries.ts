import { OperatorError } from '#core/console_app'

/* The markets as the operator sees them: the database's records beside the ledger's own state. */

export interface MarketFilters {
  status?: string
  era?: string
  genre?: string
}

async function ledgerReadable() {
  const { readMarketLedger } = await import('#markets/market_ledger')
  return async <T>(work: (reader: import('@kobza/ledger').MarketReader) => Promise<T>): Promise<T | undefined> => {
    try {
      return await readMarketLedger(work)
    } catch {
      return undefined
    }
  }
}

/** `kobza auctions list`: the records with status, end, highest bid. */
export async function listAuctionsForOperator(filters: MarketFilters = {}) {
  const { default: Auction } = await import('#markets/auction')
  const { marketNow } = await import('#markets/market_ledger')
  const { isAuctionEnded } = await import('@kobza/ledger')
  const query = Auction.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status.toUpperCase())
  if (filters.era) query.where('era', filters.era.toUpperCase())
  if (filters.genre) query.where('genre_type', filters.genre.toUpperCase())
  const now = await marketNow()
  return (await query).map((auction) => ({
    id: auction.uuid,
    auctionId: auction.ledgerAuctionId,
    song: auction.item,
    era: auction.era,
    genre: auction.genreType,
    status: auction.status,
    ended: isAuctionEnded(auction.endsAt.toJSDate(), now),
    end: auction.endsAt.toUTC().toISO(),
    initialPrice: auction.initialPrice,
    highestBid: auction.highestBid,
    highestBidder: auction.highestBidder,
  }))
}

/** `kobza auctions inspect <id>`: by uuid or the contract's auction id. */
export async function inspectAuction(id: string) {
  const { default: Auction } = await import('#markets/auction')
  const { indexerStatus } = await import('#markets/indexer')
  const auction = /^\d+$/.test(id)
    ? await Auction.findBy('ledger_auction_id', Number(id))
    : await Auction.findBy('uuid', id)
  if (!auction) throw new OperatorError(`No auction ${id}`)
  const read = await ledgerReadable()
  const onLedger = await read((reader) => reader.auction(auction.ledgerAuctionId))
  const ledger = onLedger
    ? {
        owner: onLedger.owner,
        item: onLedger.item,
        end: new Date(onLedger.endMs).toISOString(),
        tokenId: onLedger.tokenId,
        tokenAmount: onLedger.tokenAmount.toString(),
        initialPrice: onLedger.initialPrice.toString(),
        highestBid: onLedger.highestBid?.amount.toString() ?? null,
        highestBidder: onLedger.highestBid?.bidder ?? null,
        finalized: onLedger.finalized,
      }
    : null
  const disagreements: string[] = []
  if (!ledger) disagreements.push(`auction ${auction.ledgerAuctionId} cannot be read from the ledger`)
  else {
    if (ledger.highestBid !== auction.highestBid)
      disagreements.push(`highest bid: database ${auction.highestBid ?? 'none'}, ledger ${ledger.highestBid ?? 'none'}`)
    if (ledger.finalized !== (auction.status === 'FINISHED'))
      disagreements.push(
        `status: database ${auction.status}, ledger ${ledger.finalized ? 'finalized' : 'not finalized'}`
      )
    if (ledger.end !== auction.endsAt.toUTC().toISO())
      disagreements.push(`end: database ${auction.endsAt.toUTC().toISO()}, ledger ${ledger.end}`)
    if (ledger.tokenId !== auction.tokenId)
      disagreements.push(`token: database ${auction.tokenId}, ledger ${ledger.tokenId}`)
  }
  return {
    record: {
      id: auction.uuid,
      auctionId: auction.ledgerAuctionId,
      song: auction.item,
      songId: auction.songId,
      seller: auction.sellerAddress,
      end: auction.endsAt.toUTC().toISO(),
      tokenId: auction.tokenId,
      offeredTokens: auction.offeredTokens,
      initialPrice: auction.initialPrice,
      highestBid: auction.highestBid,
      highestBidder: auction.highestBidder,
      status: auction.status,
    },
    ledger,
    disagreements,
    indexer: await indexerStatus(),
  }
}

/** `kobza offers list`. */
export async function listOffersForOperator(filters: MarketFilters = {}) {
  const { default: SaleOffer } = await import('#markets/sale_offer')
  const query = SaleOffer.query().preload('auction').orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status.toUpperCase())
  if (filters.era || filters.genre)
    query.whereHas('auction', (auction) => {
      if (filters.era) auction.where('era', filters.era.toUpperCase())
      if (filters.genre) auction.where('genre_type', filters.genre.toUpperCase())
    })
  return (await query).map((offer) => ({
    id: offer.uuid,
    offerId: offer.ledgerSaleId,
    song: offer.auction.item,
    status: offer.status,
    tokensToSell: offer.tokensToSell,
    totalPrice: offer.totalPrice,
    seller: offer.sellerAddress,
    buyer: offer.buyer,
  }))
}

/** `kobza offers inspect <id>`: by uuid or the market contract's sale id. */
export async function inspectOffer(id: string) {
  const { default: SaleOffer } = await import('#markets/sale_offer')
  const { indexerStatus } = await import('#markets/indexer')
  const query = SaleOffer.query().preload('auction')
  const offer = await (/^\d+$/.test(id) ? query.where('ledger_sale_id', Number(id)) : query.where('uuid', id)).first()
  if (!offer) throw new OperatorError(`No offer ${id}`)
  const read = await ledgerReadable()
  const sale = await read((reader) => reader.sale(offer.ledgerSaleId))
  const ledger = sale
    ? {
        seller: sale.seller,
        tokenId: sale.tokenId,
        amount: sale.amount.toString(),
        price: sale.price.toString(),
        buyer: sale.buyer ?? null,
        cancelled: sale.cancelled,
      }
    : null
  const disagreements: string[] = []
  if (!ledger) disagreements.push(`sale ${offer.ledgerSaleId} cannot be read from the ledger`)
  else {
    const ledgerStatus = ledger.cancelled ? 'CANCELLED' : ledger.buyer ? 'SOLD' : 'ACTIVE'
    if (ledgerStatus !== offer.status) disagreements.push(`status: database ${offer.status}, ledger ${ledgerStatus}`)
    if (ledger.amount !== offer.tokensToSell)
      disagreements.push(`tokens: database ${offer.tokensToSell}, ledger ${ledger.amount}`)
    if (ledger.price !== offer.totalPrice)
      disagreements.push(`price: database ${offer.totalPrice}, ledger ${ledger.price}`)
  }
  return {
    record: {
      id: offer.uuid,
      offerId: offer.ledgerSaleId,
      auctionId: offer.auction.ledgerAuctionId,
      song: offer.auction.item,
      seller: offer.sellerAddress,
      tokensToSell: offer.tokensToSell,
      totalPrice: offer.totalPrice,
      status: offer.status,
      buyer: offer.buyer,
    },
    ledger,
    disagreements,
    indexer: await indexerStatus(),
  }
}
