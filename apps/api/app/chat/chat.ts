import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A conversation of two users (the pair stored smaller id first). */
export default class Chat extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare lowUserId: number

  @column()
  declare highUserId: number

  @column()
  declare lastMessageId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
