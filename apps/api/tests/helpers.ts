import { randomUUID } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import type { Authority } from '@kobza/contract'
import User from '#accounts/user'
import UserAuthority from '#accounts/user_authority'
import { issueTokenPair } from '#accounts/token_service'

export const TEST_PASSWORD = 'Kobza!2026pass'

let counter = 0

/** A user with the given authorities, straight into the database. */
export async function createUser(options: { authorities?: Authority[]; email?: string; status?: User['status'] } = {}) {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  const user = await User.create({
    uuid: randomUUID(),
    email: (options.email ?? `user${suffix}@example.test`).toLowerCase(),
    password: await hash.make(TEST_PASSWORD),
    publicName: `Test User ${counter}`,
    nickName: `user${suffix}`.slice(0, 20),
    avatar: null,
    dateOfBirth: null,
    status: options.status ?? 'ACTIVE',
  })
  for (const authority of options.authorities ?? []) {
    await UserAuthority.create({ userId: user.id, authority })
  }
  await user.load('authorityRows')
  return user
}

export async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options)
  const tokens = await issueTokenPair(user)
  return { user, ...tokens, bearer: `Bearer ${tokens.access_token}` }
}
