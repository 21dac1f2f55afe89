import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/user'
import { revokeAllForUser } from '#accounts/token_service'

/** Stores a new password (hashed) and ends every session of the account. */
export async function setPassword(user: User, plainPassword: string, trx?: TransactionClientContract) {
  if (trx) user.useTransaction(trx)
  user.password = await hash.make(plainPassword)
  await user.save()
  if (trx) trx.after('commit', () => revokeAllForUser(user.id))
  else await revokeAllForUser(user.id)
}
