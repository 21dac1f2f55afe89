import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { passwordRules, passwordSymbols } from '@kobza/contract'
import { createI18n } from '../../../shared/i18n/i18n'
import { en } from '../i18n/en'
import { uk } from '../i18n/uk'
import { meetsPasswordRules, PasswordChecklist } from './PasswordChecklist'

function renderChecklist(password: string, language: 'en' | 'uk' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language, { accounts: { en, uk } })}>
      <PasswordChecklist password={password} />
    </I18nextProvider>
  )
}

const states = () =>
  Object.fromEntries(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => [
        item.dataset.rule,
        item.dataset.met === 'true' ? 'met' : item.className.includes('failed') ? 'failed' : 'hint',
      ])
  )

describe('password checklist', () => {
  it('lists every contract rule, neutral before typing', () => {
    renderChecklist('')
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument()
    expect(Object.keys(states())).toEqual(passwordRules.map((rule) => rule.id))
    expect(Object.values(states())).toEqual(['hint', 'hint', 'hint', 'hint', 'hint'])
    expect(screen.getByText(`A symbol: ${passwordSymbols}`)).toBeInTheDocument()
  })

  it.each([
    ['a', { length: 'failed', lowercase: 'met', uppercase: 'failed', symbol: 'failed', digit: 'failed' }],
    ['ABCDEFGH', { length: 'met', lowercase: 'failed', uppercase: 'met', symbol: 'failed', digit: 'failed' }],
    ['1#', { length: 'failed', lowercase: 'failed', uppercase: 'failed', symbol: 'met', digit: 'met' }],
    ['Пароль#2026', { length: 'met', lowercase: 'met', uppercase: 'met', symbol: 'met', digit: 'met' }],
  ])('turns each rule green as "%s" meets it and red while it does not', (password, expected) => {
    renderChecklist(password)
    expect(states()).toEqual(expected)
  })

  it('tells screen readers which rules are met', () => {
    renderChecklist('abc')
    expect(screen.getByText('A lowercase letter').closest('li')).toHaveTextContent('A lowercase letter — done')
    expect(screen.getByText('A number').closest('li')).toHaveTextContent(/^• ?A number$/)
  })

  it('speaks Ukrainian', () => {
    renderChecklist('', 'uk')
    expect(screen.getByRole('list', { name: 'Вимоги до пароля' })).toHaveTextContent('8 або більше символів')
  })

  it('agrees with the contract on what is strong enough', () => {
    expect(meetsPasswordRules('Strong#123')).toBe(true)
    expect(meetsPasswordRules('Strong#12')).toBe(true)
    expect(meetsPasswordRules('strong#123')).toBe(false)
    expect(meetsPasswordRules('Strong123')).toBe(false)
  })
})
