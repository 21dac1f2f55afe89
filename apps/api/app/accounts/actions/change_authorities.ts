import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { adminMessages, type Authority } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type User from '#accounts/user'
import UserAuthority from '#accounts/user_authority'
import AuditLog, { type AuditAction } from '#accounts/audit_log'
import { forgetVerifiedSessions, revokeAllForUser } from '#accounts/token_service'
import AccountPolicy, { authorize, bouncerOf } from '#accounts/policy'

export interface AuthorityChange {
  /** The complete set the target should hold; what is missing is granted, what is extra revoked. */
  authorities?: Authority[]
  grant?: Authority[]
  revoke?: Authority[]
  status?: 'ACTIVE' | 'BLOCKED'
  /** Why the account is blocked or unblocked: kept in the audit entry for the next moderator. */
  reason?: string
}

/**
 * Who asks: a signed-in staff member (console), or the operator at the terminal (`actor`
 * null), who is trusted like an administrator. `via` is kept in the audit trail.
 */
export interface ChangeAuthoritiesBy {
  actor: User | null
  via: 'console' | 'cli' | 'seed' | 'test'
}

export interface AuthorityChangeResult {
  granted: Authority[]
  revoked: Authority[]
  statusChanged: boolean
}

/**
 * Grants and revokes authorities and blocks or unblocks an account, with its rules:
 * only administrators change authorities, moderators cannot block staff, nobody locks
 * themselves out. The audit entries are written in the same transaction as the change.
 */
export async function changeAuthorities(
  target: User,
  change: AuthorityChange,
  by: ChangeAuthoritiesBy,
  outerTrx?: TransactionClientContract
): Promise<AuthorityChangeResult> {
  // Inside the caller's transaction every read goes through it too (SQLite has one writer).
  if (outerTrx) target.useTransaction(outerTrx)
  await target.load('authorityRows')
  const held = target.authorities
  if (target.status === 'DELETED') throw ApiException.unprocessable([{ message: adminMessages.deletedUser }])

  const wanted = change.authorities
    ? [...new Set(change.authorities)]
    : [...new Set([...held, ...(change.grant ?? [])])].filter((authority) => !change.revoke?.includes(authority))
  const granted = wanted.filter((authority) => !held.includes(authority))
  const revoked = held.filter((authority) => !wanted.includes(authority))
  const status = change.status && change.status !== target.status ? change.status : undefined

  // The operator at the terminal (no actor) is trusted like an administrator.
  const policy = by.actor ? bouncerOf(by.actor).with(AccountPolicy) : null
  if (policy && (granted.length > 0 || revoked.length > 0)) await authorize(policy.execute('changeAuthorities'))
  if (policy && status) await authorize(policy.execute('changeStatus', target))
  if (by.actor && target.id === by.actor.id && (status === 'BLOCKED' || revoked.includes('ADMIN'))) {
    throw ApiException.unprocessable([{ message: adminMessages.cannotLockOutSelf }])
  }

  const write = async (trx: TransactionClientContract) => {
    const details = by.via === 'console' ? {} : { via: by.via }
    const audit = (action: AuditAction, extra: Record<string, unknown> = {}) =>
      AuditLog.create(
        {
          action,
          actorId: by.actor?.id ?? null,
          targetUserId: target.id,
          details: JSON.stringify({ ...extra, ...details }),
        },
        { client: trx }
      )
    for (const authority of granted) {
      await UserAuthority.create({ userId: target.id, authority }, { client: trx })
      await audit('authority.granted', { authority })
    }
    if (revoked.length > 0) {
      await trx.from('user_authorities').where('user_id', target.id).whereIn('authority', revoked).delete()
      for (const authority of revoked) await audit('authority.revoked', { authority })
    }
    if (status) {
      target.useTransaction(trx)
      target.status = status
      await target.save()
      await audit(
        status === 'BLOCKED' ? 'user.blocked' : 'user.unblocked',
        change.reason ? { reason: change.reason } : {}
      )
    }
  }
  // Sessions live outside the transaction; a blocked account's tokens stop working once it commits.
  // Any other change still reaches the tokens other instances believe for a few seconds.
  const revokeSessions = async () => {
    if (status === 'BLOCKED') await revokeAllForUser(target.id)
    else forgetVerifiedSessions(target.id)
  }
  if (outerTrx) {
    await write(outerTrx)
    outerTrx.after('commit', revokeSessions)
  } else {
    await db.transaction(write)
    // The model stays bound to a finished transaction otherwise.
    target.$trx = undefined
    await revokeSessions()
  }
  await target.load('authorityRows')
  return { granted, revoked, statusChanged: status !== undefined }
}
