import { DateTime } from 'luxon'
import type { AccountSettings } from '@kobza/contract'
import type User from '#accounts/user'
import AccountToken from '#accounts/account_token'

/** The settings screen's view of the account, with an e-mail change still waiting for its link. */
export async function accountSettingsOf(user: User): Promise<AccountSettings> {
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
