import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { accountFlowMessages, passwordResetConfirm, passwordResetRequest } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import { consume } from '#accounts/rate_limits'
import { mailLocale, sendLinkMail } from '#accounts/mails'
import { publicUrl } from '#accounts/public_url'
import { revokeAllForUser } from '#accounts/token_service'

export default class PasswordResetController {
  /**
   * POST /api/v1/login/password/reset: the same answer whether or not the address
   * has an account, so it cannot be used to find out who is registered; the mail
   * leaves after the answer, so a slow mail server does not tell either.
   */
  async request(ctx: HttpContext) {
    await consume('passwordResetPerIp', ctx.request.ip())
    const { email } = validate(passwordResetRequest, ctx.request.body())
    // Per address and client: a stranger asking for resets cannot use up the owner's allowance.
    await consume('passwordResetPerAccount', `${email}|${ctx.request.ip()}`)
    const user = await User.query().where('email', email).where('status', 'ACTIVE').first()
    if (user) {
      const token = await AccountToken.issue(user.id, 'password_reset')
      const link = publicUrl(`/reset-password?token=${encodeURIComponent(token)}`)
      sendLinkMail('passwordReset', user.email, link, mailLocale(ctx.request.header('accept-language')))
    }
    return { message: accountFlowMessages.resetSent }
  }

  /** POST /api/v1/login/password/reset/confirm/:key: single use, expires, signs out every session. */
  async confirm(ctx: HttpContext) {
    const { password } = validate(passwordResetConfirm, ctx.request.body())
    const token = await AccountToken.redeem(String(ctx.params.key), 'password_reset')
    const user = token ? await User.query().where('id', token.userId).where('status', 'ACTIVE').first() : null
    if (!user) throw ApiException.badRequest(accountFlowMessages.resetInvalid)
    user.password = await hash.make(password)
    await user.save()
    await revokeAllForUser(user.id)
    return { message: accountFlowMessages.passwordChanged }
  }
}
