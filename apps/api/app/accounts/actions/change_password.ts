import type User from '#accounts/user'
import { verifyCurrentPassword } from '#accounts/actions/verify_current_password'
import { setPassword } from '#accounts/actions/set_password'

/** The signed-in user's new password, given the current one; every session is signed out. */
export async function changePassword(
  user: User,
  input: { currentPassword: string; newPassword: string },
  clientIp: string
) {
  await verifyCurrentPassword(user, input.currentPassword, clientIp, 'currentPassword')
  await setPassword(user, input.newPassword)
}
