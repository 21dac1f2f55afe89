import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export default class Poll extends CreatedModel {
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
}
