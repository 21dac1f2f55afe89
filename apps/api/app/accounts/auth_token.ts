import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

export type AuthTokenType = 'access' | 'refresh'

/** Only the SHA-256 of a token is stored: a database leak does not leak sessions. */
export default class AuthToken extends CreatedModel {
  @column()
  declare userId: number

  @column()
  declare type: AuthTokenType

  @column()
  declare tokenHash: string

  /** Tokens issued from one sign-in share a family, so a stolen refresh token revokes them all. */
  @column()
  declare familyId: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare revokedAt: DateTime | null
}
