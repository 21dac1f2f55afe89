import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A song in an artist's catalogue; the audio itself is a stored media file (`mediaKey`). */
export default class Song extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare name: string

  @column()
  declare genre: string

  @column()
  declare lengthSeconds: number

  @column({ serializeAs: null })
  declare mediaKey: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
