import type { Authority } from '@kobza/contract'
import type User from '#accounts/user'
import { issueTokenPair } from '#accounts/token_service'
import { FACTORY_PASSWORD, userFactory } from '#database/factories/user_factory'

export const TEST_PASSWORD = FACTORY_PASSWORD

/** A user with the given authorities, made by the factory (and so by the createUser use case). */
export async function createUser(options: { authorities?: Authority[]; email?: string; status?: User['status'] } = {}) {
  const factory = userFactory().with(...(options.authorities ?? []))
  if (options.email) factory.merge({ email: options.email })
  if (options.status === 'BLOCKED') factory.blocked()
  else if (options.status) factory.merge({ status: options.status })
  return factory.create()
}

export async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options)
  const tokens = await issueTokenPair(user)
  return { user, ...tokens, bearer: `Bearer ${tokens.access_token}` }
}

/** A new session for someone already there: the first one's may have expired as the test clock moved. */
export async function bearerFor(user: User) {
  return `Bearer ${(await issueTokenPair(user)).access_token}`
}

/** An artist and a fan, signed in in that order: whose it is and who reads. */
export async function artistAndFan() {
  const artist = await signedIn({ authorities: ['ARTIST'] })
  return { artist, fan: await signedIn() }
}

/** An artist, a second artist and a fan, signed in in that order: whose it is, whose it is not, who reads. */
export async function artistOtherAndFan() {
  const artist = await signedIn({ authorities: ['ARTIST'] })
  const other = await signedIn({ authorities: ['ARTIST'] })
  return { artist, other, fan: await signedIn() }
}

/**
 * Runs the background jobs due now (mail…) to their next state, as the worker would after an
 * answer; test requests through `client` do it on their own (tests/bootstrap.ts).
 */
export async function runJobs() {
  await import('#start/jobs')
  const { drainJobs } = await import('#core/jobs/jobs')
  return drainJobs()
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
