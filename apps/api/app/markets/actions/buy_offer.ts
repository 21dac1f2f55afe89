import db from '@adonisjs/lucid/services/db'
import { ApiException } from '#core/exceptions/api_exception'
import type SaleOffer from '#markets/sale_offer'
import { findOffer } from '#markets/actions/find_market_records'
import { readMarketLedger } from '#markets/market_ledger'
import LedgerAccount from '#markets/ledger_account'
import { recordSaleClosed } from '#markets/recorded_moves'

/**
 * PATCH /secondary-market/offers/:id/buy, after the browser's buyTokens call: SOLD once the
 * ledger shows the sale bought; an offer already sold or withdrawn is refused — unless it was
 * sold to the caller: the ledger indexer may record the purchase before the browser reports it.
 */
export async function buyOffer(offerUuid: string, callerId: number): Promise<SaleOffer> {
  const offer = await findOffer(offerUuid)
  if (offer.status === 'SOLD') {
    if (offer.buyer !== null && offer.buyer === (await LedgerAccount.addressOf(callerId))) return offer
    throw ApiException.conflict('Tokens were bought up!')
  }
  if (offer.status === 'CANCELLED') throw ApiException.conflict('This offer was taken off the market')
  const sale = await readMarketLedger((reader) => reader.sale(offer.ledgerSaleId))
  if (!sale) throw ApiException.conflict(`Sale ${offer.ledgerSaleId} is not on the ledger`)
  if (sale.cancelled) {
    await db.transaction((trx) => recordSaleClosed(trx, offer.ledgerSaleId, { status: 'CANCELLED' }))
    throw ApiException.conflict('This offer was taken off the market')
  }
  const buyer = sale.buyer
  if (buyer === undefined) throw ApiException.conflict(`The ledger shows no purchase of sale ${offer.ledgerSaleId}`)
  // The indexer may record the same sale at the same moment: one of the two closes it.
  await db.transaction((trx) => recordSaleClosed(trx, offer.ledgerSaleId, { status: 'SOLD', buyer }))
  await offer.refresh()
  return offer
}
