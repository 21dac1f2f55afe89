import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
import type { Currency, WithdrawalStatus } from '@kobza/contract'
import { kopiykyColumn } from '#payments/money'

export default class Withdrawal extends CreatedModel {
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
}
