import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export default class SubscriberInvitation extends CreatedModel {
  static override table = 'subscriber_invitations'

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
}
