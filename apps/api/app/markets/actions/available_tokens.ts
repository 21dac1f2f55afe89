import { account, rrTokenSupply } from '@kobza/ledger'
import type { User } from '#accounts/public'
import kobzaConfig from '#config/kobza'
import Auction from '#markets/auction'
import LedgerAccount from '#markets/ledger_account'
import SaleOffer from '#markets/sale_offer'
import { readMarketLedger } from '#markets/market_ledger'

export interface Holding {
  auction: Auction
  freeTokens: bigint
}

/**
 * The caller's RR tokens, per auctioned song. On the local ledger: what their ledger account
 * holds (tokens listed for sale sit in the market contract's escrow, so what the account holds
 * is what is free). On a Concordium network the platform cannot read balances from here, and
 * knows no account of the user: the connected wallet's `address` is asked for, and its holdings
 * are derived from the indexed records (indexedHoldings).
 */
export async function availableTokens(user: User, walletAddress?: string): Promise<Holding[]> {
  if (kobzaConfig.ledgerNetwork !== 'local') return walletAddress ? indexedHoldings(walletAddress) : []
  const address = await LedgerAccount.addressOf(user.id)
  if (!address) return []
  const auctions = await Auction.query().orderBy('created_at', 'desc')
  const balances = await readMarketLedger((reader) =>
    Promise.all(auctions.map((auction) => reader.tokenBalance(auction.tokenId, account(address))))
  )
  return auctions
    .map((auction, index) => ({ auction, freeTokens: balances[index] ?? 0n }))
    .filter((entry) => entry.freeTokens > 0n)
}

/**
 * An address's free RR tokens as the indexed auctions and offers tell them, following the
 * contracts (packages/ledger/CONTRACTS.md): the seller keeps the minted supply less the tokens
 * offered, which the auction escrows; finalization gives them to the winner (back to the seller
 * without bids); a sale escrows its lot, a buy hands it to the buyer. Tokens moved outside the
 * markets (a plain CIS-2 transfer) are not indexed, so this is what the markets account for.
 */
export async function indexedHoldings(address: string): Promise<Holding[]> {
  const offers = await SaleOffer.query().where((query) =>
    query.where('buyer', address).orWhere('seller_address', address)
  )
  const auctionIds = [...new Set(offers.map((offer) => offer.auctionId))]
  const auctions = await Auction.query()
    .where((query) =>
      query
        .where('seller_address', address)
        .orWhere('winner', address)
        .orWhereIn('id', auctionIds.length ? auctionIds : [0])
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return auctions
    .map((auction) => {
      const offered = BigInt(auction.offeredTokens)
      let free = 0n
      if (auction.sellerAddress === address) {
        free += rrTokenSupply - offered
        if (auction.status === 'FINISHED' && auction.winner === null) free += offered
      }
      if (auction.status === 'FINISHED' && auction.winner === address) free += offered
      for (const offer of offers) {
        if (offer.auctionId !== auction.id) continue
        const lot = BigInt(offer.tokensToSell)
        if (offer.status === 'SOLD' && offer.buyer === address) free += lot
        if (offer.sellerAddress === address && offer.status !== 'CANCELLED') free -= lot
      }
      return { auction, freeTokens: free }
    })
    .filter((entry) => entry.freeTokens > 0n)
}
