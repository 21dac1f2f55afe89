import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

/** A user's own account on the local ledger (the dev wallet signs for it); one per user. */
export default class LedgerAccount extends CreatedModel {
  @column()
  declare userId: number

  @column()
  declare address: string

  static async addressOf(userId: number): Promise<string | null> {
    const row = await LedgerAccount.query().where('user_id', userId).select('address').first()
    return row?.address ?? null
  }
}
