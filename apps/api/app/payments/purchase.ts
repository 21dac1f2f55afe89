import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import type { Currency, PaymentGoal } from '@kobza/contract'
import { kopiykyColumn } from '#payments/money'
import type { ProviderName } from '#payments/payments_config'
import { StampedModel } from '#core/stamped_model'

/** REVERSED: paid, then refunded by the provider. */
export type PurchaseStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'REVERSED'
export type HoldStatus = 'HELD' | 'RELEASED' | 'RETURNED'

export default class Purchase extends StampedModel {
  @column()
  declare uuid: string

  @column()
  declare payerId: number

  @column()
  declare artistId: number

  @column()
  declare goal: PaymentGoal

  /** Kopiyky. */
  @column(kopiykyColumn)
  declare amount: bigint

  @column()
  declare currency: Currency

  @column()
  declare userDesire: string | null

  @column()
  declare provider: ProviderName

  @column()
  declare status: PurchaseStatus

  @column()
  declare providerTransactionId: string | null

  @column()
  declare holdStatus: HoldStatus | null

  @column.dateTime()
  declare settledAt: DateTime | null
}
