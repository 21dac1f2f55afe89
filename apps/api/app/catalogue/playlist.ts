import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Playlist extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare type: 'PLAYLIST'

  @column()
  declare coverKey: string | null

  @column()
  declare coverThumbnailKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
