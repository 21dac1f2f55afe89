import type { Auction as LedgerAuction } from '@kobza/ledger'
import type Auction from '#markets/auction'

/**
 * Brings the record in step with what the ledger shows: a higher highest bid, and FINISHED once
 * the contract has finalized it. Never moves a record backwards; saves only when something changed.
 */
export async function applyLedgerAuction(auction: Auction, onLedger: LedgerAuction): Promise<void> {
  const bid = onLedger.highestBid
  if (bid && (auction.highestBid === null || BigInt(auction.highestBid) < bid.amount)) {
    auction.highestBid = bid.amount.toString()
    auction.highestBidder = bid.bidder
  }
  if (onLedger.finalized && auction.status !== 'FINISHED') {
    auction.status = 'FINISHED'
    auction.winner = bid?.bidder ?? null
  }
  if (auction.$isDirty) await auction.save()
}
