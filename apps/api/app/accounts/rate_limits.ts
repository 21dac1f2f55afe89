import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'

/** RATE_LIMIT_FACTOR scales every allowance (e.g. 5 for an end-to-end run that signs up many accounts from one IP). */
const factor = Math.max(1, env.get('RATE_LIMIT_FACTOR') ?? 1)

/*
 * Named rate limits of the account flows, in one place. Each has a per-IP and,
 * where the request names an account, a per-account key.
 */
export const rateLimits = {
  loginPerIp: { requests: 30, duration: '1 min' },
  /** Failed attempts only: a user who types the password right is never locked out by this. */
  loginFailuresPerAccount: { requests: 10, duration: '15 mins', blockDuration: '15 mins' },
  signUpPerIp: { requests: 10, duration: '1 hour' },
  passwordResetPerIp: { requests: 10, duration: '15 mins' },
  passwordResetPerAccount: { requests: 3, duration: '1 hour' },
} as const

type LimitName = keyof typeof rateLimits

/** Counts one request against the limit; past it, throws the limiter's 429 (E_TOO_MANY_REQUESTS). */
function limitFor(name: LimitName) {
  const limit = rateLimits[name]
  return { ...limit, requests: limit.requests * factor }
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
