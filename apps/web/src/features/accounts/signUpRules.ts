import { limits } from '@kobza/contract'

/** A pragmatic shape check before the request; the contract's `email` schema on the server has the last word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** The latest birth date allowed to sign up (spec 000 §5: minimum age 16), as YYYY-MM-DD; also the picker's default. */
export function latestBirthDate(today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear() - limits.signUpMinimumAge, today.getMonth(), today.getDate()))
  return date.toISOString().slice(0, 10)
}
