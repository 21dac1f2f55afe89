import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class SubscriberInvitation extends BaseModel {
  static table = 'subscriber_invitations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare artistId: number

  @column()
  declare email: string

  @column()
  declare days: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare acceptedBy: number | null

  @column.dateTime()
  declare acceptedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
