import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Currency, WithdrawalStatus } from '@kobza/contract'
import { kopiykyColumn } from '#payments/money'

export default class Withdrawal extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare uuid: string

  @column()
  declare artistId: number

  /** Kopiyky. */
  @column(kopiykyColumn)
  declare amount: bigint

  @column()
  declare currency: Currency

  @column()
  declare status: WithdrawalStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
