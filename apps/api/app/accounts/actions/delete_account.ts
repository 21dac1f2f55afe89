import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/user'
import AuditLog from '#accounts/audit_log'
import { revokeSessionOf } from '#accounts/token_service'
import { verifyCurrentPassword } from '#accounts/actions/verify_current_password'
import { setPassword } from '#accounts/actions/set_password'

/**
 * Deletes the account by anonymising it, not erasing it: its e-mail, names, avatar and
 * authorities are removed at once and every session ends; what it published stays out of
 * every list (content is shown only for active accounts), and the row is kept so payments
 * and ledger records that point at it stay consistent.
 */
export async function deleteAccount(user: User, password: string, request: { clientIp: string; accessToken: string }) {
  await verifyCurrentPassword(user, password, request.clientIp)
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.email = `deleted+${user.uuid}@kobza.invalid`
    user.publicName = 'Deleted user'
    user.nickName = `deleted_${user.id}`.slice(0, 20)
    user.avatar = null
    user.dateOfBirth = null
    user.status = 'DELETED'
    // Nobody knows this password: the account can never be signed into again.
    await setPassword(user, randomBytes(32).toString('base64url'), trx)
    await trx.from('user_authorities').where('user_id', user.id).delete()
    await trx.from('account_tokens').where('user_id', user.id).delete()
    await AuditLog.record('user.deleted', user.id, user.id, {}, trx)
  })
  await revokeSessionOf(request.accessToken)
}
