import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { StampedModel } from '#core/stamped_model'

/**
 * A fan's paid access to an artist's premium content, active until `activeUntil`. A cancelled
 * one (`cancelledAt` set) still grants access until then; it just is not renewed.
 */
export default class Subscription extends StampedModel {
  @column()
  declare fanId: number

  @column()
  declare artistId: number

  @column.dateTime()
  declare activeUntil: DateTime

  @column.dateTime()
  declare cancelledAt: DateTime | null
}
