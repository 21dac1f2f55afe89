import hash from '@adonisjs/core/services/hash'
import { accountFlowMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type User from '#accounts/user'
import { guardPasswordCheck } from '#accounts/rate_limits'

/**
 * Re-authentication with the current password goes through the login's failure limiter:
 * a stolen access token must not allow unlimited guessing of the password.
 */
export async function verifyCurrentPassword(user: User, password: string, clientIp: string, field = 'password') {
  await guardPasswordCheck(user.email, clientIp, async () => {
    if (!(await hash.verify(user.password, password))) {
      throw ApiException.unprocessable([{ message: accountFlowMessages.wrongPassword, field }])
    }
  })
}
