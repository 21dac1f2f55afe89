import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type AuthTokenType = 'access' | 'refresh'

/** Only the SHA-256 of a token is stored: a database leak does not leak sessions. */
export default class AuthToken extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
