import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class PollOption extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare pollId: number

  @column()
  declare position: number

  @column()
  declare description: string

  @column()
  declare countVotes: number
}
