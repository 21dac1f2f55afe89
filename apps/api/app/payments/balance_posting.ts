import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type PostingKind = 'payment' | 'hold' | 'release' | 'return' | 'refund' | 'reversal' | 'withdrawal'

/** A balanced movement; its unique `key` names the event it records, so it cannot be posted twice. */
export default class BalancePosting extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare kind: PostingKind

  @column()
  declare purchaseId: number | null

  @column()
  declare withdrawalId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
