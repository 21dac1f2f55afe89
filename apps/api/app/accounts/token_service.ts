import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'
import { sqlMillisOf } from '#core/stored_time'
import { resolveAppKey } from '#core/app_key'
import { onSignal, onSignalsLost, signal, signalsHeard } from '#core/signals'
import AuthToken, { type AuthTokenType } from '#accounts/auth_token'
import { durationToSeconds } from '#accounts/duration'
import User from '#accounts/user'
import UserAuthority from '#accounts/user_authority'

export interface TokenPair {
  access_token: string
  refresh_token: string
}

/** Query-builder writes bypass the model's date handling; better-sqlite3 binds only strings. */
const sqlNow = () => sqlMillisOf(clock.now())

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

let successorKey: string | undefined
/**
 * The pair a refresh token rotates into, derived from it with the server's key: a second
 * presentation within the reuse interval can answer the same pair without the server ever
 * storing a token, and a thief holding an old token cannot compute its successors.
 */
function successorOf(refreshToken: string): TokenPair {
  successorKey ??= resolveAppKey()
  const derive = (type: AuthTokenType) =>
    createHmac('sha256', successorKey!).update(`${type}:${refreshToken}`).digest('base64url')
  return { access_token: derive('access'), refresh_token: derive('refresh') }
}

async function store(
  userId: number,
  type: AuthTokenType,
  familyId: string,
  ttl: string,
  token: string,
  client?: TransactionClientContract
) {
  await AuthToken.create(
    {
      userId,
      type,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: clock.now().plus({ seconds: durationToSeconds(ttl) }),
      revokedAt: null,
    },
    { client }
  )
  return token
}

async function storePair(
  userId: number,
  familyId: string,
  pair: TokenPair,
  client?: TransactionClientContract
): Promise<TokenPair> {
  await store(userId, 'access', familyId, kobzaConfig.accessTokenTtl, pair.access_token, client)
  await store(userId, 'refresh', familyId, kobzaConfig.refreshTokenTtl, pair.refresh_token, client)
  return pair
}

export async function issueTokenPair(user: User, familyId: string = randomUUID()): Promise<TokenPair> {
  const fresh = () => randomBytes(32).toString('base64url')
  return storePair(user.id, familyId, { access_token: fresh(), refresh_token: fresh() })
}

interface AccessRow {
  token_expires_at: unknown
  authority_id: number | null
  authority: string | null
  authority_created_at: unknown
  [column: string]: unknown
}

/**
 * How long a verified access token is believed without asking the database, on the paths that
 * opt in (the chat's 500 ms poll): revocation, sign-out, a block or a change of authorities
 * forget it at once, here and on every instance (#core/signals); the lifetime bounds only what a
 * lost signal could cost.
 */
const trustedForMs = 5_000
const trustedMax = 100_000

interface Verified {
  user: User
  expiresAtMs: number
  until: number
}

const verified = new Map<string, Verified>()
/** Counts what was forgotten: an answer read before a revocation is not kept after it. */
let forgettings = 0

function forgetLocally(userId: number) {
  forgettings += 1
  for (const [token, entry] of verified) if (entry.user.id === userId) verified.delete(token)
}

onSignal('accounts:sessions', (payload) => forgetLocally(Number(payload.userId)))
onSignalsLost(() => {
  forgettings += 1
  verified.clear()
})

/**
 * Calls `handler` with the user's id whenever their sessions change (sign-out, password change,
 * block, authorities) on any instance: what holds a session open past a request re-checks it.
 */
export function onSessionsChanged(handler: (userId: number) => void) {
  onSignal('accounts:sessions', (payload) => handler(Number(payload.userId)))
}

/**
 * Of `tokens`, the access tokens still alive now (not revoked, not expired, their user active):
 * one query, for re-checking many open streams at once.
 */
export async function liveAccessTokens(tokens: string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set()
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]))
  const rows: Array<{ token_hash: string; expires_at: unknown }> = await db
    .from('auth_tokens')
    .join('users', 'users.id', 'auth_tokens.user_id')
    .whereIn('auth_tokens.token_hash', [...byHash.keys()])
    .where('auth_tokens.type', 'access')
    .whereNull('auth_tokens.revoked_at')
    .where('users.status', 'ACTIVE')
    .select('auth_tokens.token_hash', 'auth_tokens.expires_at')
  const now = clock.now()
  // The model reads the stored time (the drivers answer it differently), as userForAccessToken does.
  const alive = rows.filter(
    (row) => AuthToken.$createFromAdapterResult({ expires_at: row.expires_at })!.expiresAt > now
  )
  return new Set(alive.map((row) => byHash.get(row.token_hash)!))
}

/** The user's sessions changed (revoked, blocked, authorities): every instance asks the database again. */
export function forgetVerifiedSessions(userId: number) {
  signal('accounts:sessions', { userId })
}

function userOfRows(rows: AccessRow[]): User {
  const { token_expires_at: _, authority_id: __, authority: ___, authority_created_at: ____, ...columns } = rows[0]!
  const user = User.$createFromAdapterResult(columns)!
  user.$setRelated(
    'authorityRows',
    rows
      .filter((row) => row.authority_id !== null)
      .map((row) =>
        UserAuthority.$createFromAdapterResult({
          id: row.authority_id,
          user_id: user.id,
          authority: row.authority,
          created_at: row.authority_created_at,
        })!
      )
  )
  return user
}

/**
 * The active user behind an access token, or null when it is unknown, expired, revoked or the
 * user is not active. Checked on every request, so in one query: the token by its hash, its
 * user and their authorities (one row per authority, one row of nulls for none). With
 * `trustRecent`, a token verified in the last few seconds is believed without the query, and its
 * requests share one model: only read-only routes opt in (building a model costs as much as the
 * rest of the chat poll).
 */
export async function userForAccessToken(token: string, options: { trustRecent?: boolean } = {}): Promise<User | null> {
  // Keyed by the token itself: a hit costs no hashing (it is in this process's memory anyway).
  if (options.trustRecent && signalsHeard()) {
    const known = verified.get(token)
    if (known && known.until > Date.now()) {
      return known.expiresAtMs > clock.millis() ? known.user : null
    }
  }
  const before = forgettings
  const rows: AccessRow[] = await db
    .from('auth_tokens')
    .join('users', 'users.id', 'auth_tokens.user_id')
    .leftJoin('user_authorities', 'user_authorities.user_id', 'users.id')
    .where('auth_tokens.token_hash', hashToken(token))
    .where('auth_tokens.type', 'access')
    .whereNull('auth_tokens.revoked_at')
    .where('users.status', 'ACTIVE')
    .select(
      'users.*',
      'auth_tokens.expires_at as token_expires_at',
      'user_authorities.id as authority_id',
      'user_authorities.authority as authority',
      'user_authorities.created_at as authority_created_at'
    )
  const first = rows[0]
  if (!first) return null
  // The model reads the stored time as before (the drivers answer it differently).
  const { expiresAt } = AuthToken.$createFromAdapterResult({ expires_at: first.token_expires_at })!
  if (expiresAt <= clock.now()) return null
  const user = userOfRows(rows)
  if (options.trustRecent && forgettings === before) {
    if (verified.size >= trustedMax) verified.clear()
    verified.set(token, { user, expiresAtMs: expiresAt.toMillis(), until: Date.now() + trustedForMs })
  }
  return user
}

export type RefreshOutcome = { ok: true; user: User; tokens: TokenPair } | { ok: false }

/**
 * Rotates a refresh token. A token presented again within the reuse interval of its
 * rotation (two tabs refreshing at once, a retried request) answers the same successor
 * pair. Later reuse means the token leaked: the whole family is revoked, the thief's
 * copy and the owner's alike.
 */
export async function rotateRefreshToken(token: string): Promise<RefreshOutcome> {
  const row = await AuthToken.query().where('token_hash', hashToken(token)).where('type', 'refresh').first()
  if (!row) return { ok: false }
  const user = await User.query().where('id', row.userId).where('status', 'ACTIVE').preload('authorityRows').first()
  if (row.revokedAt) return reuse(row, token, user)
  if (row.expiresAt <= clock.now()) return { ok: false }
  if (!user) return { ok: false }
  const successor = successorOf(token)
  // Conditional update and the successor pair in one transaction: of two concurrent refreshes
  // with one token only one rotates, and the other finds the successors already stored.
  const rotated = await db.transaction(async (trx) => {
    const updated = await trx
      .from('auth_tokens')
      .where('id', row.id)
      .whereNull('revoked_at')
      .update({ revoked_at: sqlNow() })
    const affected = Array.isArray(updated) ? updated.length : Number(updated)
    if (affected !== 1) return false
    await storePair(user.id, row.familyId, successor, trx)
    return true
  })
  if (!rotated) {
    const again = await AuthToken.query().where('id', row.id).firstOrFail()
    return reuse(again, token, user)
  }
  return { ok: true, user, tokens: successor }
}

/** A refresh token presented after it was revoked: its successors inside the interval, else the family ends. */
async function reuse(row: AuthToken, token: string, user: User | null): Promise<RefreshOutcome> {
  const interval = durationToSeconds(kobzaConfig.refreshReuseInterval)
  const withinInterval = row.revokedAt !== null && clock.now().diff(row.revokedAt, 'seconds').seconds <= interval
  if (withinInterval && user) {
    const successor = successorOf(token)
    const [stored, alive] = await Promise.all([
      AuthToken.query()
        .where('token_hash', hashToken(successor.refresh_token))
        .where('family_id', row.familyId)
        .first(),
      // A family ended by sign-out or theft has no live refresh token left; rotation always leaves one.
      AuthToken.query().where('family_id', row.familyId).where('type', 'refresh').whereNull('revoked_at').first(),
    ])
    if (stored && alive) return { ok: true, user, tokens: successor }
  }
  await revokeFamily(row.familyId)
  return { ok: false }
}

export async function revokeFamily(familyId: string) {
  const owners: Array<{ user_id: number }> = await db
    .from('auth_tokens')
    .where('family_id', familyId)
    .distinct('user_id')
  await AuthToken.query().where('family_id', familyId).whereNull('revoked_at').update({ revoked_at: sqlNow() })
  for (const owner of owners) forgetVerifiedSessions(Number(owner.user_id))
}

export async function revokeAllForUser(userId: number) {
  await AuthToken.query().where('user_id', userId).whereNull('revoked_at').update({ revoked_at: sqlNow() })
  forgetVerifiedSessions(userId)
}

/** Revokes the family of the given access token (sign-out of this session only). */
export async function revokeSessionOf(accessToken: string) {
  const row = await AuthToken.query().where('token_hash', hashToken(accessToken)).first()
  if (row) await revokeFamily(row.familyId)
}
