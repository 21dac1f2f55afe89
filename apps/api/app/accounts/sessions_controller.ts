import type { HttpContext } from '@adonisjs/core/http'
import { accountMessages, loginRequest, refreshRequest, type LoginResponse } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { mailLocale } from '#core/mail/templates'
import { revokeSessionOf, rotateRefreshToken } from '#accounts/token_service'
import { consume } from '#accounts/rate_limits'
import { signIn } from '#accounts/actions/sign_in'

export default class SessionsController {
  /** POST /api/v1/login */
  async login({ request }: HttpContext): Promise<LoginResponse> {
    await consume('loginPerIp', request.ip())
    const { username, password } = validate(loginRequest, request.body())
    return signIn(username, password, request.ip(), mailLocale(request.header('accept-language')))
  }

  /** POST /api/v1/login/token/refresh */
  async refresh({ request }: HttpContext) {
    const { refresh } = validate(refreshRequest, request.body())
    const outcome = await rotateRefreshToken(refresh)
    if (!outcome.ok) throw ApiException.unauthorized(accountMessages.invalidRefreshToken)
    return outcome.tokens
  }

  /** POST /api/v1/login/logout/:uuid — only the caller's own session. */
  async logout(ctx: HttpContext) {
    if (ctx.params.uuid !== ctx.currentUser?.uuid) throw ApiException.forbidden(accountMessages.logoutOtherUser)
    await revokeSessionOf(ctx.accessToken!)
    return ctx.response.noContent()
  }
}
