import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { accountMessages, loginRequest, refreshRequest, type LoginResponse } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import User from '#accounts/user'
import { issueTokenPair, revokeSessionOf, rotateRefreshToken } from '#accounts/token_service'
import { consume, guardPasswordCheck } from '#accounts/rate_limits'

/** Verified against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined

/** The user with this e-mail and password, or a 401 that does not say which of the two was wrong. */
export async function verifyCredentials(email: string, password: string) {
  const user = await User.query().where('email', email).preload('authorityRows').first()
  if (!user) {
    decoyHash ??= hash.make('decoy password for timing')
    await hash.verify(await decoyHash, password)
    throw ApiException.unauthorized(accountMessages.invalidCredentials)
  }
  if (!(await hash.verify(user.password, password)) || user.status === 'DELETED') {
    throw ApiException.unauthorized(accountMessages.invalidCredentials)
  }
  return user
}

export function sessionAnswer(user: User, tokens: { access_token: string; refresh_token: string }): LoginResponse {
  return {
    avatar: user.avatar,
    nickName: user.nickName,
    publicName: user.publicName,
    uuid: user.uuid,
    authorities: user.authorities,
    ...tokens,
  }
}

export default class SessionsController {
  /** POST /api/v1/login */
  async login({ request }: HttpContext): Promise<LoginResponse> {
    await consume('loginPerIp', request.ip())
    const { username, password } = validate(loginRequest, request.body())
    const email = username.toLowerCase()
    const user = await guardPasswordCheck(email, request.ip(), () => verifyCredentials(email, password))
    if (user.status === 'BLOCKED') throw ApiException.forbidden(accountMessages.accountBlocked)
    return sessionAnswer(user, await issueTokenPair(user))
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
