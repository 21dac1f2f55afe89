import { describe, expect, it } from 'vitest'
import { genres, messages } from '@kobza/contract'
import { en } from './en'

describe('locales', () => {
  it('English genre labels are the contract labels', () => {
    expect(en.genres).toEqual(genres.labels)
  })

  it('English uses the spec texts verbatim', () => {
    expect(en.session.signInPrompt).toBe('Sign in or create account to view content')
    expect(en.titles.notFound).toBe('Page not found')
    expect(en.common.underDevelopment).toBe(messages.underDevelopment)
    expect(en.common.notAvailableYet).toBe(messages.notAvailableYet)
    expect(en.common.required).toBe(messages.required)
    expect(en.common.passwordsMustMatch).toBe(messages.passwordsMustMatch)
    expect(en.common.somethingWentWrong).toBe(messages.serverError)
    expect(en.common.emailRequired).toBe(messages.emailRequired)
  })
})
