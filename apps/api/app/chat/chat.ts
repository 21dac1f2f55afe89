import { column } from '@adonisjs/lucid/orm'
import { StampedModel } from '#core/stamped_model'

/** A conversation of two users (the pair stored smaller id first). */
export default class Chat extends StampedModel {
  @column()
  declare lowUserId: number

  @column()
  declare highUserId: number

  @column()
  declare lastMessageId: number | null
}
