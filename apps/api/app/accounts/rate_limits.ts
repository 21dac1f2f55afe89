import { setTimeout as wait } from 'node:timers/promises'
import limiter from '@adonisjs/limiter/services/main'
import kobzaConfig from '#config/kobza'

/** RATE_LIMIT_FACTOR scales every allowance (e.g. 5 for an end-to-end run that signs up many accounts from one IP). */
const factor = kobzaConfig.rateLimitFactor

/*
 * Named rate limits of the account flows, in one place. Each has a per-IP and,
 * where the request names an account, a per-(account, IP) key: a stranger must not
 * be able to spend an allowance that belongs to the account's owner.
 */
export const rateLimits = {
  loginPerIp: { requests: 30, duration: '1 min' },
  /**
   * Wrong passwords for one account from one client address: that client is locked out of
   * that account, nobody else. Login and every re-authentication (password change, e-mail
   * change, account deletion) count here.
   */
  loginFailuresPerAccount: { requests: 10, duration: '15 mins', blockDuration: '15 mins' },
  /**
   * Wrong passwords for one account from every address together. Past `requests`, each
   * further attempt on the account waits before its password is checked (doubling from
   * `delayMs` up to `maxDelayMs`), for every client: a correct password is still accepted.
   */
  loginSlowdownPerAccount: { requests: 10, duration: '15 mins', delayMs: 250, maxDelayMs: 4000 },
  signUpPerIp: { requests: 10, duration: '1 hour' },
  passwordResetPerIp: { requests: 10, duration: '15 mins' },
  passwordResetPerAccount: { requests: 3, duration: '1 hour' },
  /**
   * Wrong keys of mailed links (password reset, e-mail change) per IP. The keys are 256 random
   * bits, so guessing is hopeless anyway; this keeps a scanner from trying at full speed.
   */
  linkKeyFailuresPerIp: { requests: 10, duration: '15 mins', blockDuration: '15 mins' },
  /**
   * Payment callbacks per source address, counted before the body is read. A provider sends one
   * per payment event (and retries); a flood from one address is not a provider.
   */
  paymentCallbacksPerIp: { requests: 300, duration: '1 min' },
  /**
   * Subscriber invitations: each mails a stranger a subject carrying the artist's chosen name,
   * so they are bounded like password resets. Past the artist's allowance a 429; past the
   * recipient's (from every artist together) the answer stays the same and nothing is mailed.
   */
  invitationsPerArtist: { requests: 10, duration: '1 hour' },
  invitationsPerRecipient: { requests: 3, duration: '1 day' },
  /**
   * Resumable uploads created per account (app/media/resumable.ts): each reserves up to 200 MB
   * of disk until it is used or expires, so a loop of creations is stopped.
   */
  uploadsPerAccount: { requests: 60, duration: '1 hour' },
} as const

type LimitName = keyof typeof rateLimits

/** Counts one request against the limit; past it, throws the limiter's 429 (E_TOO_MANY_REQUESTS). */
function limitFor(name: LimitName): { requests: number; duration: string; blockDuration?: string } {
  const limit: { requests: number; duration: string; blockDuration?: string } = rateLimits[name]
  const { requests, duration, blockDuration } = limit
  return { requests: requests * factor, duration, ...(blockDuration ? { blockDuration } : {}) }
}

export async function consume(name: LimitName, key: string) {
  await limiter.use(limitFor(name)).consume(`${name}:${key}`)
}

/** Counts only when `action` throws, e.g. wrong passwords; a success clears the count. */
export async function penalizeFailures<T>(name: LimitName, key: string, action: () => Promise<T>): Promise<T> {
  const limit = limiter.use(limitFor(name))
  const [error, result] = await limit.penalize(`${name}:${key}`, action)
  if (error) throw error
  await limit.delete(`${name}:${key}`)
  return result as T
}

/** Counts only when `action` throws; unlike penalizeFailures a success does not clear the count. */
export async function countFailures<T>(name: LimitName, key: string, action: () => Promise<T>): Promise<T> {
  const [error, result] = await limiter.use(limitFor(name)).penalize(`${name}:${key}`, action)
  if (error) throw error
  return result as T
}

/** How long an attempt on this account waits: nothing until it has collected failures from everywhere. */
export async function slowdownFor(account: string): Promise<number> {
  const { delayMs, maxDelayMs } = rateLimits.loginSlowdownPerAccount
  const threshold = limitFor('loginSlowdownPerAccount').requests
  const state = await limiter.use(limitFor('loginSlowdownPerAccount')).get(`loginSlowdownPerAccount:${account}`)
  const failures = state?.consumed ?? 0
  if (failures < threshold) return 0
  return Math.min(delayMs * 2 ** Math.min(failures - threshold, 16), maxDelayMs)
}

/**
 * Checks a password of `account` presented by the client at `ip` (login or re-authentication).
 * The client that keeps failing is locked out of this account (429); the account's owner on
 * another address is not. An account under attack from many addresses answers slower to all,
 * and the wait comes before the check, so its length says nothing about the password.
 */
export async function guardPasswordCheck<T>(account: string, ip: string, check: () => Promise<T>): Promise<T> {
  const delay = await slowdownFor(account)
  if (delay > 0) await wait(delay)
  try {
    return await penalizeFailures('loginFailuresPerAccount', `${account}|${ip}`, check)
  } catch (error) {
    if (!isTooManyRequests(error)) {
      await limiter.use(limitFor('loginSlowdownPerAccount')).increment(`loginSlowdownPerAccount:${account}`)
    }
    throw error
  }
}

function isTooManyRequests(error: unknown) {
  return (error as { code?: string } | null)?.code === 'E_TOO_MANY_REQUESTS'
}
