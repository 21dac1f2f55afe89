import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import kobzaConfig from '#config/kobza'
import AuthToken, { type AuthTokenType } from '#accounts/auth_token'
import { durationToSeconds } from '#accounts/duration'
import User from '#accounts/user'

export interface TokenPair {
  access_token: string
  refresh_token: string
}

/** Query-builder writes bypass the model's date handling; better-sqlite3 binds only strings. */
const sqlNow = () => DateTime.utc().toSQL({ includeOffset: false })

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function issue(userId: number, type: AuthTokenType, familyId: string, ttl: string) {
  const token = randomBytes(32).toString('base64url')
  await AuthToken.create({
    userId,
    type,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: DateTime.now().plus({ seconds: durationToSeconds(ttl) }),
    revokedAt: null,
  })
  return token
}

export async function issueTokenPair(user: User, familyId: string = randomUUID()): Promise<TokenPair> {
  return {
    access_token: await issue(user.id, 'access', familyId, kobzaConfig.accessTokenTtl),
    refresh_token: await issue(user.id, 'refresh', familyId, kobzaConfig.refreshTokenTtl),
  }
}

/** The active user behind an access token, or null when it is unknown, expired, revoked or the user is not active. */
export async function userForAccessToken(token: string): Promise<User | null> {
  const row = await AuthToken.query()
    .where('token_hash', hashToken(token))
    .where('type', 'access')
    .whereNull('revoked_at')
    .first()
  if (!row || row.expiresAt <= DateTime.now()) return null
  const user = await User.query().where('id', row.userId).where('status', 'ACTIVE').preload('authorityRows').first()
  return user ?? null
}

export type RefreshOutcome = { ok: true; user: User; tokens: TokenPair } | { ok: false }

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it
 * leaked: the whole family is revoked, the thief's copy and the owner's alike.
 */
export async function rotateRefreshToken(token: string): Promise<RefreshOutcome> {
  const row = await AuthToken.query().where('token_hash', hashToken(token)).where('type', 'refresh').first()
  if (!row) return { ok: false }
  if (row.revokedAt) {
    await revokeFamily(row.familyId)
    return { ok: false }
  }
  if (row.expiresAt <= DateTime.now()) return { ok: false }
  const user = await User.query().where('id', row.userId).where('status', 'ACTIVE').preload('authorityRows').first()
  if (!user) return { ok: false }
  // Conditional update: of two concurrent refreshes with one token, only one wins.
  const updated = await db
    .from('auth_tokens')
    .where('id', row.id)
    .whereNull('revoked_at')
    .update({ revoked_at: sqlNow() })
  const affected = Array.isArray(updated) ? updated.length : Number(updated)
  if (affected !== 1) {
    await revokeFamily(row.familyId)
    return { ok: false }
  }
  return { ok: true, user, tokens: await issueTokenPair(user, row.familyId) }
}

export async function revokeFamily(familyId: string) {
  await AuthToken.query().where('family_id', familyId).whereNull('revoked_at').update({ revoked_at: sqlNow() })
}

export async function revokeAllForUser(userId: number) {
  await AuthToken.query().where('user_id', userId).whereNull('revoked_at').update({ revoked_at: sqlNow() })
}

/** Revokes the family of the given access token (sign-out of this session only). */
export async function revokeSessionOf(accessToken: string) {
  const row = await AuthToken.query().where('token_hash', hashToken(accessToken)).first()
  if (row) await revokeFamily(row.familyId)
}
