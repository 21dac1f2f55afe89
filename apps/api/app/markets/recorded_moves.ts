import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formatCcd } from '@kobza/ledger/money'
import { storedNow } from '#core/stored_time'
import { notify } from '#notifications/public'
import { forgetMarketTotals } from '#markets/list_totals'

/*
 * What the ledger did, written into the markets' records exactly once. Two doors learn of a
 * move — the browser reporting it (record_bid, finish_auction, buy_offer) and the indexer
 * following finalized blocks — and either may come first or both at once: each move is a
 * conditional update (the value read is still there; the row is still open), and only the
 * update that changed the row tells people of it, in the same transaction.
 */

type Trx = TransactionClientContract

/** The auction columns a move reads. */
export interface AuctionMoveRow {
  id: number
  uuid: string
  item: string
  seller_user_id: number
  highest_bid: string | null
  highest_bidder: string | null
  status: string
}

const changedRows = (updated: unknown) => (Array.isArray(updated) ? updated.length : Number(updated))

/** The platform user behind a ledger address, if any (a dev or outside wallet may be nobody's). */
async function userOfAddress(trx: Trx, address: string | null): Promise<number | null> {
  if (!address) return null
  const row = await trx.from('ledger_accounts').where('address', address).select('user_id').first()
  return row ? Number(row.user_id) : null
}

export async function auctionMoveRow(trx: Trx, where: { id: number } | { ledger_auction_id: number }) {
  return (await trx
    .from('auctions')
    .where(where)
    .select('id', 'uuid', 'item', 'seller_user_id', 'highest_bid', 'highest_bidder', 'status')
    .first()) as AuctionMoveRow | null
}

/**
 * A bid above the recorded highest one: recorded once; the seller is told of the bid and the
 * bidder it outbid is told they were outbid.
 */
export async function recordHigherBid(trx: Trx, auction: AuctionMoveRow, bidder: string, amount: bigint) {
  if (auction.highest_bid !== null && BigInt(auction.highest_bid) >= amount) return false
  const query = trx.from('auctions').where('id', auction.id)
  if (auction.highest_bid === null) query.whereNull('highest_bid')
  else query.where('highest_bid', auction.highest_bid)
  const updated = await query.update({
    highest_bid: amount.toString(),
    highest_bidder: bidder,
    updated_at: storedNow(trx),
  })
  if (changedRows(updated) === 0) return false
  const [bidderId, outbidId] = await Promise.all([
    userOfAddress(trx, bidder),
    auction.highest_bidder === bidder ? null : userOfAddress(trx, auction.highest_bidder),
  ])
  const target = { kind: 'AUCTION' as const, id: auction.uuid }
  const data = { amount: formatCcd(amount), name: auction.item }
  await notify(trx, { type: 'AUCTION_BID', recipientId: auction.seller_user_id, actorId: bidderId, target, data })
  if (outbidId !== null) await notify(trx, { type: 'OUTBID', recipientId: outbidId, actorId: bidderId, target, data })
  return true
}

/** The contract finalized the auction: FINISHED once; the seller is told it ended, the winner that they won. */
export async function recordAuctionFinished(trx: Trx, auction: AuctionMoveRow, winner: string | null) {
  const updated = await trx
    .from('auctions')
    .where('id', auction.id)
    .whereNot('status', 'FINISHED')
    .update({ status: 'FINISHED', winner, updated_at: storedNow(trx) })
  if (changedRows(updated) === 0) return false
  forgetMarketTotals()
  const winnerId = await userOfAddress(trx, winner)
  const target = { kind: 'AUCTION' as const, id: auction.uuid }
  const sold = winner !== null && auction.highest_bid !== null
  const data = { name: auction.item, ...(sold ? { amount: formatCcd(auction.highest_bid!) } : {}) }
  await notify(trx, {
    type: 'AUCTION_ENDED',
    recipientId: auction.seller_user_id,
    actorId: winnerId,
    target,
    data: { ...data, status: sold ? 'SOLD' : 'UNSOLD' },
  })
  if (winnerId !== null) await notify(trx, { type: 'AUCTION_WON', recipientId: winnerId, actorId: null, target, data })
  return true
}

/** An offer leaves the market once (only an ACTIVE row moves); a sale tells its seller. */
export async function recordSaleClosed(
  trx: Trx,
  ledgerSaleId: number,
  change: { status: 'SOLD'; buyer: string } | { status: 'CANCELLED' }
) {
  const offer = await trx
    .from('sale_offers as o')
    .join('auctions as a', 'a.id', 'o.auction_id')
    .where('o.ledger_sale_id', ledgerSaleId)
    .select('o.id', 'o.uuid', 'o.seller_user_id', 'o.status', 'o.total_price', 'a.item')
    .first()
  if (!offer || offer.status !== 'ACTIVE') return false
  const updated = await trx
    .from('sale_offers')
    .where('id', offer.id)
    .where('status', 'ACTIVE')
    .update({ ...change, updated_at: storedNow(trx) })
  if (changedRows(updated) === 0) return false
  forgetMarketTotals()
  if (change.status === 'SOLD')
    await notify(trx, {
      type: 'OFFER_SOLD',
      recipientId: Number(offer.seller_user_id),
      actorId: await userOfAddress(trx, change.buyer),
      target: { kind: 'OFFER', id: String(offer.uuid) },
      data: { amount: formatCcd(String(offer.total_price)), name: String(offer.item) },
    })
  return true
}
