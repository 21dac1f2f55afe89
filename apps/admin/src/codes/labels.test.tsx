import { describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { RecordContextProvider } from 'react-admin'
import { createI18nProvider } from '../i18n/i18nProvider.ts'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { codeKey, codeValues, type CodeGroup } from './choices.ts'
import { CodeField } from './CodeField.tsx'
import { MoneyField } from './MoneyField.tsx'

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe("the contract's codes in words", () => {
  it('has words in Ukrainian and English for every value of every enum the console shows', async () => {
    const i18n = createI18nProvider('en')
    for (const locale of ['en', 'uk'] as const) {
      await i18n.changeLocale(locale)
      for (const group of Object.keys(codeValues) as CodeGroup[]) {
        for (const code of codeValues[group] as readonly string[]) {
          const key = codeKey(group, code)
          const words = i18n.translate(key)
          expect(words, `${locale} ${key}`).not.toBe(key)
          expect(words.trim(), `${locale} ${key}`).not.toBe('')
        }
      }
    }
  })

  it('writes the Ukrainian words differently from the English ones where a word is not a brand', async () => {
    const i18n = createI18nProvider('en')
    const english = i18n.translate(codeKey('paymentGoal', 'VID_CONGRATULATION'))
    await i18n.changeLocale('uk')
    expect(english).toBe('Video greeting')
    expect(i18n.translate(codeKey('paymentGoal', 'VID_CONGRATULATION'))).toBe('Відеопривітання')
    expect(i18n.translate(codeKey('withdrawalStatus', 'REQUESTED'))).toBe('Запитано')
    expect(i18n.translate(codeKey('authority', 'JUDGE_HALL_OF_FAME'))).toBe('Суддя Зали слави')
    expect(i18n.translate(codeKey('era', 'NINETIES'))).toBe('Епоха 90-х')
  })

  it('shows a code in words, and an unknown one (a genre added in the console) as it is', async () => {
    const record = { id: 1, status: 'SUCCEEDED', genre: 'SHANSON_UA', resolution: 'HIDE' }
    renderInConsole(
      <RecordContextProvider value={record}>
        <CodeField source="status" group="paymentStatus" />|<CodeField source="genre" group="genre" />|
        <CodeField source="resolution" group="resolution" />
      </RecordContextProvider>,
      { locale: 'uk' }
    )
    expect(await screen.findByText('Оплачено')).toBeTruthy()
    expect(screen.getByText('SHANSON_UA')).toBeTruthy()
    expect(screen.getByText('Вміст приховано')).toBeTruthy()
  })

  it("formats amounts by the console's language, not the browser's", async () => {
    const record = { id: 1, amount: 300, balance: { available: 1250.5 } }
    const shown = (locale: string) =>
      renderInConsole(
        <RecordContextProvider value={record}>
          <span data-testid="amount">
            <MoneyField source="amount" />
          </span>
          <span data-testid="balance">
            <MoneyField source="balance.available" />
          </span>
        </RecordContextProvider>,
        { locale }
      )
    shown('en')
    expect((await screen.findByTestId('amount')).textContent).toBe('₴300.00')
    expect(screen.getByTestId('balance').textContent).toBe('₴1,250.50')
    cleanup()
    shown('uk')
    expect(plain((await screen.findByTestId('amount')).textContent)).toBe('300,00 ₴')
    expect(plain(screen.getByTestId('balance').textContent)).toBe('1 250,50 ₴')
  })
})
