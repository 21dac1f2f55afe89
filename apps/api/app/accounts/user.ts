import { DateTime } from 'luxon'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Authority, UserStatus } from '@kobza/contract'
import UserAuthority from '#accounts/user_authority'
import { StampedModel } from '#core/stamped_model'

const AUTHORITY_ORDER: Authority[] = ['ARTIST', 'JUDGE_HALL_OF_FAME', 'MODERATOR', 'ADMIN']

/** `held` in the order answers list authorities (ARTIST first: the spec's client reads the first entry). */
export function orderedAuthorities(held: Iterable<Authority>): Authority[] {
  const set = new Set(held)
  return AUTHORITY_ORDER.filter((authority) => set.has(authority))
}

export default class User extends StampedModel {
  @column()
  declare uuid: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare publicName: string

  @column()
  declare nickName: string

  @column()
  declare avatar: string | null

  @column.date()
  declare dateOfBirth: DateTime | null

  @column()
  declare status: UserStatus

  /** The language of the person's mails ('uk' | 'en'), from their browser at sign-up and sign-in. */
  @column()
  declare locale: string | null

  @hasMany(() => UserAuthority)
  declare authorityRows: HasMany<typeof UserAuthority>

  /** Authorities in a stable order (ARTIST first: the spec's client reads the first entry). */
  get authorities(): Authority[] {
    return orderedAuthorities((this.authorityRows ?? []).map((row) => row.authority))
  }
}
