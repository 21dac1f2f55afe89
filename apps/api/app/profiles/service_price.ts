import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class ServicePrice extends BaseModel {
  static table = 'service_prices'

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare subscribePrice: number

  @column()
  declare videoCongratulationPrice: number

  @column()
  declare videoCongratulationRule: string | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
