import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { signUpRequest, type LoginResponse } from '@kobza/contract'
import { validate } from '#core/validate'
import { mailLocale } from '#core/mail/templates'
import { createUser } from '#accounts/actions/create_user'
import { consume } from '#accounts/rate_limits'
import { issueTokenPair } from '#accounts/token_service'
import { sessionAnswer } from '#accounts/actions/sign_in'

export default class SignUpController {
  /** POST /api/v1/sign-up: creates the account and signs it in (same answer as login). */
  async store(ctx: HttpContext): Promise<LoginResponse> {
    await consume('signUpPerIp', ctx.request.ip())
    const input = validate(signUpRequest, ctx.request.body())
    const user = await createUser({
      email: input.email,
      password: input.password,
      publicName: input.publicName,
      dateOfBirth: DateTime.fromISO(input.dateOfBirth),
      authorities: input.isArtist ? ['ARTIST'] : [],
      locale: mailLocale(ctx.request.header('accept-language')),
    })
    return sessionAnswer(user, await issueTokenPair(user))
  }
}
