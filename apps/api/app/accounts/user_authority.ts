import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
import type { Authority } from '@kobza/contract'

export default class UserAuthority extends CreatedModel {
  static override table = 'user_authorities'

  @column()
  declare userId: number

  @column()
  declare authority: Authority
}
