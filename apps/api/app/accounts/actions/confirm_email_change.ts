import db from '@adonisjs/lucid/services/db'
import { accountFlowMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import AuditLog from '#accounts/audit_log'

/** Follows the mailed link: works without a session, the link is the proof. Answers the address now on the account. */
export async function confirmEmailChange(key: string): Promise<string> {
  const token = await AccountToken.redeem(key, 'email_change')
  const user = token?.newEmail ? await User.query().where('id', token.userId).where('status', 'ACTIVE').first() : null
  if (!token?.newEmail || !user) throw ApiException.badRequest(accountFlowMessages.emailChangeInvalid)
  if (await User.findBy('email', token.newEmail)) {
    throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
  }
  const previous = user.email
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.email = token.newEmail!
    await user.save()
    await AuditLog.record('user.email_changed', user.id, user.id, { from: previous, to: user.email }, trx)
  })
  return user.email
}
