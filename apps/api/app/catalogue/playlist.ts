import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export default class Playlist extends CreatedModel {
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
}
