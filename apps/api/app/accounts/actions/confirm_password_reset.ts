import { accountFlowMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import AccountToken from '#accounts/account_token'
import { setPassword } from '#accounts/actions/set_password'

/** The mailed link sets a new password: single use, expires, signs out every session. */
export async function confirmPasswordReset(key: string, password: string) {
  const token = await AccountToken.redeem(key, 'password_reset')
  const user = token ? await User.query().where('id', token.userId).where('status', 'ACTIVE').first() : null
  if (!user) throw ApiException.badRequest(accountFlowMessages.resetInvalid)
  await setPassword(user, password)
}
