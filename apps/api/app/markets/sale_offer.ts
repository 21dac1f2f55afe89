import { afterDelete, afterSave, belongsTo, column } from '@adonisjs/lucid/orm'
import { forgetMarketTotals } from '#markets/list_totals'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Auction from '#markets/auction'
import { StampedModel } from '#core/stamped_model'

/** ACTIVE and SOLD are the spec's; CANCELLED is a sale the seller took off the ledger's market. */
export type SaleOfferStatus = 'ACTIVE' | 'SOLD' | 'CANCELLED'

/** RR tokens of an auction resold on the market contract (`ledgerSaleId`). */
export default class SaleOffer extends StampedModel {
  @column()
  declare uuid: string

  @column()
  declare ledgerSaleId: number

  @column()
  declare auctionId: number

  @belongsTo(() => Auction)
  declare auction: BelongsTo<typeof Auction>

  @column()
  declare sellerUserId: number

  @column()
  declare sellerAddress: string

  @column()
  declare tokensToSell: string

  @column()
  declare totalPrice: string

  @column()
  declare status: SaleOfferStatus

  @column()
  declare buyer: string | null

  /** A list total counted before this write is no longer right (app/markets/list_totals.ts). */
  @afterSave()
  @afterDelete()
  static forgetTotals() {
    forgetMarketTotals()
  }
}
