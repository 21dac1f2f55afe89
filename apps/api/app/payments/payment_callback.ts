import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

/** What a callback did: money credited, an order failed, a refund undone, a repeat, a no-op, or refused. */
export type CallbackOutcome = 'credited' | 'failed' | 'reversed' | 'duplicate' | 'ignored' | 'rejected'

export default class PaymentCallback extends CreatedModel {
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
}
