import db from '@adonisjs/lucid/services/db'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import { queueLinkMail } from '#accounts/mails'
import type { MailLocale } from '#core/mail/templates'
import { publicUrl } from '#accounts/public_url'

/**
 * Mails a single-use reset link when the address has an active account, and does nothing
 * otherwise: the caller answers the same either way. The token and its mail are committed
 * together; the mail leaves after the answer.
 */
export async function requestPasswordReset(email: string, locale: MailLocale) {
  const user = await User.query().where('email', email).where('status', 'ACTIVE').first()
  if (!user) return
  await db.transaction(async (trx) => {
    const token = await AccountToken.issue(user.id, 'password_reset', null, trx)
    const link = publicUrl(`/reset-password?token=${encodeURIComponent(token)}`)
    await queueLinkMail('passwordReset', user.email, link, locale, trx)
  })
}
