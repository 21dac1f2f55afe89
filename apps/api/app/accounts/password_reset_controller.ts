import type { HttpContext } from '@adonisjs/core/http'
import { accountFlowMessages, passwordResetConfirm, passwordResetRequest } from '@kobza/contract'
import { validate } from '#core/validate'
import { consume, countFailures } from '#accounts/rate_limits'
import { mailLocale } from '#core/mail/templates'
import { requestPasswordReset } from '#accounts/actions/request_password_reset'
import { confirmPasswordReset } from '#accounts/actions/confirm_password_reset'

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
    await requestPasswordReset(email, mailLocale(ctx.request.header('accept-language')))
    return { message: accountFlowMessages.resetSent }
  }

  /** POST /api/v1/login/password/reset/confirm/:key: single use, expires, signs out every session. */
  async confirm(ctx: HttpContext) {
    const { password } = validate(passwordResetConfirm, ctx.request.body())
    await countFailures('linkKeyFailuresPerIp', ctx.request.ip(), () =>
      confirmPasswordReset(String(ctx.params.key), password)
    )
    return { message: accountFlowMessages.passwordChanged }
  }
}
