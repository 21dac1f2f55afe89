import { describe, expect, it } from 'vitest'
import { ageOn } from '@kobza/contract'
import { latestBirthDate, looksLikeEmail } from './signUpRules'

describe('sign-up rules', () => {
  it('recognises e-mail shapes', () => {
    expect(looksLikeEmail('fan@kobza.ua')).toBe(true)
    expect(looksLikeEmail(' fan@kobza.ua ')).toBe(true)
    expect(looksLikeEmail('fan@kobza')).toBe(false)
    expect(looksLikeEmail('fan kobza.ua')).toBe(false)
  })

  it('puts the latest birth date exactly 16 years back, which the server accepts', () => {
    expect(latestBirthDate(new Date(2026, 10, 22))).toBe('2010-11-22')
    expect(ageOn(latestBirthDate(new Date(2026, 10, 22)), '2026-11-22')).toBe(16)
  })
})
