import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What a callback did: money credited, an order failed, a refund undone, a repeat, a no-op, or refused. */
export type CallbackOutcome = 'credited' | 'failed' | 'reversed' | 'duplicate' | 'ignored' | 'rejected'

export default class PaymentCallback extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare provider: string

  @column()
  declare orderId: string | null

  @column()
  declare providerStatus: string | null

  // SQLite has no boolean: it answers 0 or 1.
  @column({ consume: (value: unknown) => Boolean(value) })
  declare verified: boolean

  @column()
  declare outcome: CallbackOutcome

  @column()
  declare detail: string | null

  @column()
  declare data: string

  @column()
  declare signature: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
