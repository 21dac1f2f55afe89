import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Currency } from '@kobza/contract'
import { kopiykyColumn } from '#payments/money'

/** One side of a posting: `amount` kopiyky added to (positive) or taken from (negative) `account`. */
export default class BalanceEntry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postingId: number

  @column()
  declare account: string

  @column(kopiykyColumn)
  declare amount: bigint

  @column()
  declare currency: Currency

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
