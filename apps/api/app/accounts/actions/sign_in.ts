import hash from '@adonisjs/core/services/hash'
import { accountMessages, type LoginResponse } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import { guardPasswordCheck } from '#accounts/rate_limits'
import { issueTokenPair } from '#accounts/token_service'

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

/** The spec's login answer: who signed in and their token pair. */
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

/** Signs in with e-mail and password (and remembers the mails' language); failures count per (account, client) through the login limiter. */
export async function signIn(
  emailAddress: string,
  password: string,
  clientIp: string,
  locale?: 'uk' | 'en'
): Promise<LoginResponse> {
  const email = emailAddress.toLowerCase()
  const user = await guardPasswordCheck(email, clientIp, () => verifyCredentials(email, password))
  if (user.status === 'BLOCKED') throw ApiException.forbidden(accountMessages.accountBlocked)
  // Mails follow the language of the browser the person last signed in from.
  if (locale && user.locale !== locale) {
    await User.query().where('id', user.id).update({ locale })
    user.locale = locale
  }
  return sessionAnswer(user, await issueTokenPair(user))
}
