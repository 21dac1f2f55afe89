import User from '#accounts/user'

/** An account by e-mail, case-insensitively, with its authorities; deleted accounts are not found. */
export async function findUserByEmail(email: string): Promise<User | null> {
  return User.query()
    .where('email', email.trim().toLowerCase())
    .whereNot('status', 'DELETED')
    .preload('authorityRows')
    .first()
}
