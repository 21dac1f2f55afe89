import { describe, expect, it } from 'vitest'
import { ageOn, failedPasswordRules, minimumAgeMessage, passwordSymbols, signUpRequest } from './accounts.js'

describe('password rules', () => {
  it('names each missing class', () => {
    expect(failedPasswordRules('').map((rule) => rule.id)).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'symbol',
      'digit',
    ])
    expect(failedPasswordRules('Strong#Pass1')).toEqual([])
    expect(failedPasswordRules('Strong Pass1').map((rule) => rule.id)).toEqual(['symbol'])
  })

  it('accepts every symbol of the fixed set and only those', () => {
    for (const symbol of passwordSymbols) expect(failedPasswordRules(`Abcdefg1${symbol}`)).toEqual([])
    expect(failedPasswordRules('Abcdefg1§').map((rule) => rule.id)).toEqual(['symbol'])
  })
})

describe('age', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2010-11-22', '2026-11-22')).toBe(16)
    expect(ageOn('2010-11-23', '2026-11-22')).toBe(15)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
  })
})

describe('sign-up payload', () => {
  const base = { email: 'Fan@Example.com', password: 'Strong#Pass1', publicName: ' Fan ', dateOfBirth: '1990-01-01' }

  it('normalises e-mail and name and fills the defaults', () => {
    expect(signUpRequest.parse(base)).toEqual({
      ...base,
      email: 'fan@example.com',
      publicName: 'Fan',
      isArtist: false,
      signUpType: 'KOBZA',
    })
  })

  it('refuses under-16s with the spec message', () => {
    const today = new Date()
    const young = `${today.getUTCFullYear() - 15}-01-01`
    const result = signUpRequest.safeParse({ ...base, dateOfBirth: young })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(minimumAgeMessage)
  })

  it('refuses impossible dates', () => {
    expect(signUpRequest.safeParse({ ...base, dateOfBirth: '1990-02-30' }).success).toBe(false)
  })
})
