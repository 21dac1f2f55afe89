import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
import type { Currency } from '@kobza/contract'
import { kopiykyColumn } from '#payments/money'

/** One side of a posting: `amount` kopiyky added to (positive) or taken from (negative) `account`. */
export default class BalanceEntry extends CreatedModel {
  @column()
  declare postingId: number

  @column()
  declare account: string

  @column(kopiykyColumn)
  declare amount: bigint

  @column()
  declare currency: Currency
}
