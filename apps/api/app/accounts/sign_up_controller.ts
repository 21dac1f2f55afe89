import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { accountFlowMessages, signUpRequest, type LoginResponse } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import User from '#accounts/user'
import UserAuthority from '#accounts/user_authority'
import { uniqueNickname } from '#accounts/nickname'
import { consume } from '#accounts/rate_limits'
import { issueTokenPair } from '#accounts/token_service'
import { sessionAnswer } from '#accounts/sessions_controller'

export default class SignUpController {
  /** POST /api/v1/sign-up: creates the account and signs it in (same answer as login). */
  async store(ctx: HttpContext): Promise<LoginResponse> {
    await consume('signUpPerIp', ctx.request.ip())
    const input = validate(signUpRequest, ctx.request.body())
    if (await User.findBy('email', input.email)) {
      throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
    }
    const passwordHash = await hash.make(input.password)
    const user = await db
      .transaction(async (trx) => {
        const nickName = await uniqueNickname(
          input.publicName,
          async (candidate) => !!(await User.query({ client: trx }).where('nick_name', candidate).first())
        )
        const created = await User.create(
          {
            uuid: randomUUID(),
            email: input.email,
            password: passwordHash,
            publicName: input.publicName,
            nickName,
            avatar: null,
            dateOfBirth: DateTime.fromISO(input.dateOfBirth),
            status: 'ACTIVE',
          },
          { client: trx }
        )
        if (input.isArtist) await UserAuthority.create({ userId: created.id, authority: 'ARTIST' }, { client: trx })
        return created
      })
      .catch((error: { code?: string }) => {
        // Two sign-ups with one e-mail at the same instant: the unique index decides, the loser gets a 422.
        if (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
        }
        throw error
      })
    await user.load('authorityRows')
    return sessionAnswer(user, await issueTokenPair(user))
  }
}
