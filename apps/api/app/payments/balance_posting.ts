import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export type PostingKind = 'payment' | 'hold' | 'release' | 'return' | 'refund' | 'reversal' | 'withdrawal'

/** A balanced movement; its unique `key` names the event it records, so it cannot be posted twice. */
export default class BalancePosting extends CreatedModel {
  @column()
  declare key: string

  @column()
  declare kind: PostingKind

  @column()
  declare purchaseId: number | null

  @column()
  declare withdrawalId: number | null
}
