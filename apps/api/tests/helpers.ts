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

/** Mails the outbox transport wrote to, newest last. */
export async function outboxMailsTo(address: string) {
  const { readdirSync, readFileSync, existsSync } = await import('node:fs')
  const { dataPath } = await import('#core/paths')
  const dir = dataPath('outbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as import('#core/mail/outbox_transport').OutboxEntry
    )
    .filter((mail) => mail.to.includes(address.toLowerCase()))
}

export function tokenFromLink(link: string, parameter: string) {
  return new URL(link).searchParams.get(parameter) ?? ''
}

/** A date of birth that makes someone exactly `years` old today, minus `days`. */
export function birthDateForAge(years: number, days = 0) {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
