import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The profile's own fields; names, nickname and avatar URL stay on the account (users). */
export default class Profile extends BaseModel {
  static table = 'profiles'

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare description: string | null

  @column()
  declare socialLinkInstagram: string | null

  @column()
  declare socialLinkFacebook: string | null

  @column()
  declare socialLinkTwitter: string | null

  @column()
  declare avatarKey: string | null

  @column()
  declare coverKey: string | null

  @column()
  declare coverThumbnailKey: string | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
