import { describe, expect, it } from 'vitest'
import { accountFlowMessages, genres, messages, minimumAgeMessage, passwordRules } from '@kobza/contract'
import { createI18n } from '../i18n'
import { en } from './en'
import { uk } from './uk'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]
  )
}

describe('locales', () => {
  it('Ukrainian has every English key and no others', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort())
  })

  it('no string is left empty', () => {
    for (const language of [en, uk]) {
      for (const key of keys(language)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language)
        expect(value, key).not.toBe('')
      }
    }
  })

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
  })

  it('English account texts are the contract messages and rule labels', () => {
    const t = createI18n('en').t
    expect(t('signUp.tooYoung', { age: 16 })).toBe(minimumAgeMessage)
    expect(en.common.emailRequired).toBe(messages.emailRequired)
    expect(en.reset.sent).toBe(accountFlowMessages.resetSent)
    expect(en.reset.changed).toBe(accountFlowMessages.passwordChanged)
    expect(en.settings.passwordChanged).toBe(accountFlowMessages.passwordChanged)
    expect(en.settings.emailChangeSent).toBe(accountFlowMessages.emailChangeSent)
    expect(en.settings.deleted).toBe(accountFlowMessages.accountDeleted)
    const labels = {
      length: en.password.length,
      lowercase: en.password.lower,
      uppercase: en.password.upper,
      digit: en.password.digit,
    }
    for (const rule of passwordRules) if (rule.id !== 'symbol') expect(labels[rule.id]).toBe(rule.label)
    expect(en.password.symbol).toMatch(/^A symbol/)
  })
})
