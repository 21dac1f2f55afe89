import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { sqlMillisOf } from '#core/stored_time'

export type AccountTokenPurpose = 'password_reset' | 'email_change'

const LIFETIMES: Record<AccountTokenPurpose, { hours: number }> = {
  password_reset: { hours: 1 },
  email_change: { hours: 24 },
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A single-use link token sent by mail; only its hash is stored. */
export default class AccountToken extends CreatedModel {
  @column()
  declare userId: number

  @column()
  declare purpose: AccountTokenPurpose

  @column()
  declare tokenHash: string

  @column()
  declare newEmail: string | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  /**
   * Issues a new link token; earlier unused ones of the same purpose stop working. In `trx`, the
   * transaction that also queues the mail carrying it.
   */
  static async issue(
    userId: number,
    purpose: AccountTokenPurpose,
    newEmail: string | null = null,
    trx?: TransactionClientContract
  ) {
    await (trx ?? db)
      .from('account_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .update({ used_at: sqlMillisOf(clock.now()) })
    const token = randomBytes(32).toString('base64url')
    await AccountToken.create(
      {
        userId,
        purpose,
        newEmail,
        tokenHash: hashOf(token),
        expiresAt: DateTime.now().plus(LIFETIMES[purpose]),
        usedAt: null,
      },
      { client: trx }
    )
    return token
  }

  /**
   * Marks the token used and returns it, or null when it is unknown, used or expired.
   * The conditional update makes two concurrent uses of one link succeed at most once.
   */
  static async redeem(token: string, purpose: AccountTokenPurpose) {
    const row = await AccountToken.query().where('token_hash', hashOf(token)).where('purpose', purpose).first()
    if (!row || row.usedAt || row.expiresAt <= DateTime.now()) return null
    const updated = await db
      .from('account_tokens')
      .where('id', row.id)
      .whereNull('used_at')
      .update({ used_at: sqlMillisOf(clock.now()) })
    const affected = Array.isArray(updated) ? updated.length : Number(updated)
    return affected === 1 ? row : null
  }
}
