import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

/** A song in an artist's catalogue; the audio itself is a stored media file (`mediaKey`). */
export default class Song extends CreatedModel {
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
}
