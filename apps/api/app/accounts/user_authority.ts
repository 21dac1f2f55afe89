import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Authority } from '@kobza/contract'

export default class UserAuthority extends BaseModel {
  static override table = 'user_authorities'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare authority: Authority

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
