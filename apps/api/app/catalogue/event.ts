import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export default class Event extends CreatedModel {
  static override table = 'events'

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
}
