import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Poll extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postId: number

  @column()
  declare title: string

  @column()
  declare isAnonymous: boolean

  @column()
  declare isCanCancelOwnVote: boolean

  @column()
  declare isMultiAnswer: boolean

  @column()
  declare countVoters: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
