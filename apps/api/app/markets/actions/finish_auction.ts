import { isAuctionEnded } from '@kobza/ledger'
import { ApiException } from '#core/exceptions/api_exception'
import type Auction from '#markets/auction'
import { findAuction } from '#markets/actions/find_market_records'
import { applyLedgerAuction } from '#markets/actions/sync_auction'
import { readMarketLedger } from '#markets/market_ledger'
import { specTimestamp } from '#markets/present'

/**
 * PATCH /auctions/:id/finish, after the browser's finalize call: FINISHED only when the ledger
 * shows the auction finalized. An open auction, or an ended one nobody finalized, is refused.
 */
export async function finishAuction(auctionUuid: string): Promise<{ auction: Auction; now: Date }> {
  const auction = await findAuction(auctionUuid)
  const { onLedger, now } = await readMarketLedger(async (reader) => ({
    onLedger: await reader.auction(auction.ledgerAuctionId),
    now: await reader.blockTime(),
  }))
  if (!onLedger) throw ApiException.conflict(`Auction ${auction.ledgerAuctionId} is not on the ledger`)
  await applyLedgerAuction(auction, onLedger)
  if (auction.status === 'FINISHED') return { auction, now }
  if (!isAuctionEnded(auction.endsAt.toJSDate(), now))
    throw ApiException.conflict(`The auction is still open until ${specTimestamp(auction.endsAt)} UTC`)
  throw ApiException.conflict(
    'The auction has ended but is not finalized on the ledger yet: send the finalize call first'
  )
}
