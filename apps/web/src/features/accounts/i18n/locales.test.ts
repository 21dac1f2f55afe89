import { describe, expect, it } from 'vitest'
import { accountFlowMessages, minimumAgeMessage, passwordRules } from '@kobza/contract'
import { createI18n } from '../../../shared/i18n/i18n'
import { en } from './en'
import { uk } from './uk'

describe('accounts strings', () => {
  it('English account texts are the contract messages and rule labels', () => {
    const t = createI18n('en', { accounts: { en, uk } }).getFixedT('en', 'accounts')
    expect(t('signUp.tooYoung', { age: 16 })).toBe(minimumAgeMessage)
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
