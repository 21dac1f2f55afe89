import type { HttpContext } from '@adonisjs/core/http'
import {
  accountFlowMessages,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  type AccountSettings,
} from '@kobza/contract'
import { validate } from '#core/validate'
import { mailLocale } from '#core/mail/templates'
import { accountSettingsOf } from '#accounts/actions/account_settings'
import { changePassword } from '#accounts/actions/change_password'
import { requestEmailChange } from '#accounts/actions/request_email_change'
import { confirmEmailChange } from '#accounts/actions/confirm_email_change'
import { countFailures } from '#accounts/rate_limits'
import { deleteAccount } from '#accounts/actions/delete_account'

/** /api/v1/account: the signed-in user's own settings (not in the spec; the settings screen uses it). */
export default class AccountController {
  async show({ currentUser }: HttpContext): Promise<AccountSettings> {
    return accountSettingsOf(currentUser!)
  }

  /** PATCH /api/v1/account/password: every other session is signed out. */
  async changePassword(ctx: HttpContext) {
    const input = validate(changePasswordRequest, ctx.request.body())
    await changePassword(ctx.currentUser!, input, ctx.request.ip())
    return { message: accountFlowMessages.passwordChanged }
  }

  /** POST /api/v1/account/email: the new address only counts once its owner follows the mailed link. */
  async requestEmailChange(ctx: HttpContext) {
    const input = validate(changeEmailRequest, ctx.request.body())
    await requestEmailChange(ctx.currentUser!, input, {
      clientIp: ctx.request.ip(),
      locale: mailLocale(ctx.request.header('accept-language')),
    })
    return { message: accountFlowMessages.emailChangeSent }
  }

  /** POST /api/v1/account/email/confirm/:key — works without a session: the link is the proof. */
  async confirmEmailChange(ctx: HttpContext) {
    const key = String(ctx.params.key)
    return { email: await countFailures('linkKeyFailuresPerIp', ctx.request.ip(), () => confirmEmailChange(key)) }
  }

  /** DELETE /api/v1/account: anonymises the account (see delete_account.ts) and ends its sessions. */
  async destroy(ctx: HttpContext) {
    const { password } = validate(deleteAccountRequest, ctx.request.body())
    await deleteAccount(ctx.currentUser!, password, { clientIp: ctx.request.ip(), accessToken: ctx.accessToken! })
    return ctx.response.noContent()
  }
}
