import type { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import type { GreetingDeclinedBy, VideoOrderStatus } from '@kobza/contract'
import { StampedModel } from '#core/stamped_model'

/**
 * REFUND: the provider reversed the payment before the video was delivered. MODERATOR: the
 * console refunded the waiting order (refund_order.ts).
 */
export type DeclinedBy = GreetingDeclinedBy

/** Kopiyky as bigint whichever driver reads them (PostgreSQL answers strings, SQLite numbers). */
const kopiyky = {
  prepare: (value: bigint) => value.toString(),
  consume: (value: string | number | bigint) => BigInt(value),
}

export default class GreetingOrder extends StampedModel {
  static override table = 'greeting_orders'

  @column()
  declare purchaseId: number

  @column()
  declare purchaseUuid: string

  @column()
  declare fanId: number

  @column()
  declare artistId: number

  @column(kopiyky)
  declare amount: bigint

  @column()
  declare fanDesire: string

  @column()
  declare status: VideoOrderStatus

  @column()
  declare videoKey: string | null

  @column.dateTime()
  declare deadlineAt: DateTime

  @column.dateTime()
  declare settledAt: DateTime | null

  @column()
  declare declinedBy: DeclinedBy | null
}
