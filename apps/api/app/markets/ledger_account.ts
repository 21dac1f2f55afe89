import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A user's own account on the local ledger (the dev wallet signs for it); one per user. */
export default class LedgerAccount extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare address: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  static async addressOf(userId: number): Promise<string | null> {
    const row = await LedgerAccount.query().where('user_id', userId).select('address').first()
    return row?.address ?? null
  }
}
