import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A fan's paid access to an artist's premium content, active until `activeUntil`. A cancelled
 * one (`cancelledAt` set) still grants access until then; it just is not renewed.
 */
export default class Subscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fanId: number

  @column()
  declare artistId: number

  @column.dateTime()
  declare activeUntil: DateTime

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
