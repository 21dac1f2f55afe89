import type { BidUpdateRequest } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { findAuction } from '#markets/actions/find_market_records'
import { applyLedgerAuction } from '#markets/actions/sync_auction'
import { readMarketLedger } from '#markets/market_ledger'

/**
 * PATCH /auctions/:id/bid: the browser reports a finalized bid. Nothing is taken on its word: the
 * auction is re-read from the ledger, the record follows the ledger, and a bid the ledger does
 * not show as the highest is refused.
 */
export async function recordBid(auctionUuid: string, input: BidUpdateRequest): Promise<true> {
  const auction = await findAuction(auctionUuid)
  const onLedger = await readMarketLedger((reader) => reader.auction(auction.ledgerAuctionId))
  if (!onLedger) throw ApiException.conflict(`Auction ${auction.ledgerAuctionId} is not on the ledger`)
  await applyLedgerAuction(auction, onLedger)
  const bid = onLedger.highestBid
  if (!bid || bid.bidder !== input.highestBidder || bid.amount !== BigInt(input.bidAmount)) {
    throw ApiException.conflict(
      `The ledger shows no highest bid of ${input.bidAmount} micro CCD from ${input.highestBidder} on auction ${auction.ledgerAuctionId}` +
        (bid ? ` (its highest bid is ${bid.amount} from ${bid.bidder})` : ' (it has no bids)')
    )
  }
  return true
}
