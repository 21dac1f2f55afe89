import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Event extends BaseModel {
  static table = 'events'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare title: string

  @column()
  declare description: string | null

  @column()
  declare link: string | null

  @column.dateTime()
  declare startAt: DateTime

  @column()
  declare coverKey: string | null

  @column()
  declare coverThumbnailKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
