import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import {
  accountFlowMessages,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  type AccountSettings,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import AuditLog from '#accounts/audit_log'
import { mailLocale, sendLinkMail } from '#accounts/mails'
import { publicUrl } from '#accounts/public_url'
import { revokeAllForUser, revokeSessionOf } from '#accounts/token_service'
import { guardPasswordCheck } from '#accounts/rate_limits'

/**
 * Re-authentication with the current password goes through the login's failure limiter:
 * a stolen access token must not allow unlimited guessing of the password.
 */
async function requirePassword(ctx: HttpContext, password: string, field = 'password') {
  const user = ctx.currentUser!
  await guardPasswordCheck(user.email, ctx.request.ip(), async () => {
    if (!(await hash.verify(user.password, password))) {
      throw ApiException.unprocessable([{ message: accountFlowMessages.wrongPassword, field }])
    }
  })
}

/** /api/v1/account: the signed-in user's own settings (not in the spec; the settings screen uses it). */
export default class AccountController {
  async show({ currentUser }: HttpContext): Promise<AccountSettings> {
    const user = currentUser!
    const pending = await AccountToken.query()
      .where({ user_id: user.id, purpose: 'email_change' })
      .whereNull('used_at')
      .orderBy('id', 'desc')
      .first()
    return {
      uuid: user.uuid,
      email: user.email,
      pendingEmail: pending && pending.expiresAt > DateTime.now() ? pending.newEmail : null,
      publicName: user.publicName,
      nickName: user.nickName,
      authorities: user.authorities,
    }
  }

  /** PATCH /api/v1/account/password: every other session is signed out. */
  async changePassword(ctx: HttpContext) {
    const user = ctx.currentUser!
    const input = validate(changePasswordRequest, ctx.request.body())
    await requirePassword(ctx, input.currentPassword, 'currentPassword')
    user.password = await hash.make(input.newPassword)
    await user.save()
    await revokeAllForUser(user.id)
    return { message: accountFlowMessages.passwordChanged }
  }

  /** POST /api/v1/account/email: the new address only counts once its owner follows the mailed link. */
  async requestEmailChange(ctx: HttpContext) {
    const user = ctx.currentUser!
    const input = validate(changeEmailRequest, ctx.request.body())
    await requirePassword(ctx, input.password)
    if (await User.findBy('email', input.email)) {
      throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
    }
    const token = await AccountToken.issue(user.id, 'email_change', input.email)
    const link = publicUrl(`/settings?emailToken=${encodeURIComponent(token)}`)
    sendLinkMail('emailChange', input.email, link, mailLocale(ctx.request.header('accept-language')))
    return { message: accountFlowMessages.emailChangeSent }
  }

  /** POST /api/v1/account/email/confirm/:key — works without a session: the link is the proof. */
  async confirmEmailChange(ctx: HttpContext) {
    const token = await AccountToken.redeem(String(ctx.params.key), 'email_change')
    const user = token?.newEmail ? await User.query().where('id', token.userId).where('status', 'ACTIVE').first() : null
    if (!token?.newEmail || !user) throw ApiException.badRequest(accountFlowMessages.emailChangeInvalid)
    if (await User.findBy('email', token.newEmail)) {
      throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
    }
    const previous = user.email
    user.email = token.newEmail
    await user.save()
    await AuditLog.record('user.email_changed', user.id, user.id, { from: previous, to: user.email })
    return { email: user.email }
  }

  /**
   * DELETE /api/v1/account. The account is anonymised, not erased: its e-mail, names,
   * avatar and authorities are removed at once and every session ends; what it published
   * stays out of every list (content is shown only for active accounts), and the row is
   * kept so payments and ledger records that point at it stay consistent.
   */
  async destroy(ctx: HttpContext) {
    const user = ctx.currentUser!
    const { password } = validate(deleteAccountRequest, ctx.request.body())
    await requirePassword(ctx, password)
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.email = `deleted+${user.uuid}@kobza.invalid`
      user.publicName = 'Deleted user'
      user.nickName = `deleted_${user.id}`.slice(0, 20)
      user.avatar = null
      user.dateOfBirth = null
      user.status = 'DELETED'
      user.password = await hash.make(`${user.uuid}:${Date.now()}:${Math.random()}`)
      await user.save()
      await trx.from('user_authorities').where('user_id', user.id).delete()
      await trx.from('account_tokens').where('user_id', user.id).delete()
    })
    await revokeSessionOf(ctx.accessToken!)
    await revokeAllForUser(user.id)
    await AuditLog.record('user.deleted', user.id, user.id)
    return ctx.response.noContent()
  }
}
