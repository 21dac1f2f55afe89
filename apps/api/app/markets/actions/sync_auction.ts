import db from '@adonisjs/lucid/services/db'
import type { Auction as LedgerAuction } from '@kobza/ledger'
import type Auction from '#markets/auction'
import { auctionMoveRow, recordAuctionFinished, recordHigherBid } from '#markets/recorded_moves'

/**
 * Brings the record in step with what the ledger shows: a higher highest bid, and FINISHED once
 * the contract has finalized it. Never moves a record backwards; each move is recorded (and told
 * of) once, whether this or the indexer sees it first (#markets/recorded_moves).
 */
export async function applyLedgerAuction(auction: Auction, onLedger: LedgerAuction): Promise<void> {
  const bid = onLedger.highestBid
  const moved = await db.transaction(async (trx) => {
    const row = await auctionMoveRow(trx, { id: auction.id })
    if (!row) return false
    const raised = bid ? await recordHigherBid(trx, row, bid.bidder, bid.amount) : false
    if (!onLedger.finalized) return raised
    const current = raised ? await auctionMoveRow(trx, { id: auction.id }) : row
    return (await recordAuctionFinished(trx, current!, bid?.bidder ?? null)) || raised
  })
  if (moved) await auction.refresh()
}
