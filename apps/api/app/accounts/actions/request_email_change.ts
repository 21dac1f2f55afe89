import db from '@adonisjs/lucid/services/db'
import { accountFlowMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import { queueLinkMail } from '#accounts/mails'
import type { MailLocale } from '#core/mail/templates'
import { publicUrl } from '#accounts/public_url'
import { verifyCurrentPassword } from '#accounts/actions/verify_current_password'

/**
 * Mails a confirmation link to the new address (the token and its mail committed together); the
 * address changes only once it is followed.
 */
export async function requestEmailChange(
  user: User,
  input: { email: string; password: string },
  request: { clientIp: string; locale: MailLocale }
) {
  await verifyCurrentPassword(user, input.password, request.clientIp)
  if (await User.findBy('email', input.email)) {
    throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
  }
  await db.transaction(async (trx) => {
    const token = await AccountToken.issue(user.id, 'email_change', input.email, trx)
    const link = publicUrl(`/settings?emailToken=${encodeURIComponent(token)}`)
    await queueLinkMail('emailChange', input.email, link, request.locale, trx)
  })
}
