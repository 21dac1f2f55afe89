import { messages } from '@kobza/contract'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CharCounterProvider } from '../../internal/CharCounter'
import { FormField } from '../FormField'
import { TextArea } from '../TextArea'
import { Input } from './Input'

describe('Input in a FormField', () => {
  it('is labelled and described by hint and error, and marked invalid', () => {
    render(
      <FormField label="E-mail" hint="We never show it" error={messages.required} required>
        <Input />
      </FormField>
    )
    const input = screen.getByRole('textbox', { name: /E-mail/ })
    expect(input).toBeRequired()
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription(`We never show it ${messages.required}`)
  })
})

describe('character counter', () => {
  it('counts as the user types (uncontrolled) with the spec message', async () => {
    render(
      <FormField label="Nickname">
        <Input maxChars={20} />
      </FormField>
    )
    await userEvent.type(screen.getByRole('textbox'), 'kobza')
    expect(screen.getByText(messages.maxChars(5, 20))).toBeInTheDocument()
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(messages.maxChars(5, 20))
  })

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('ab')
      return (
        <FormField label="Comment">
          <TextArea maxChars={3} value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
      )
    }
    render(<Controlled />)
    expect(screen.getByText(messages.maxChars(2, 3))).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox'), 'cd')
    // Over the limit: invalid, and announced once through the status region.
    expect(screen.getByRole('textbox')).toBeInvalid()
    expect(screen.getByRole('status')).toHaveTextContent(messages.maxChars(4, 3))
  })

  it('accepts a translated counter', () => {
    render(<Input aria-label="Назва" maxChars={10} defaultValue="Кобза" formatCounter={(n, max) => `${n} з ${max}`} />)
    expect(screen.getByText('5 з 10')).toBeInTheDocument()
  })
})

describe('CharCounterProvider', () => {
  it('gives every counter below it the app’s words; a field’s own format still wins', () => {
    render(
      <CharCounterProvider format={(length, max) => `Максимальна кількість символів - ${length}/${max}`}>
        <Input aria-label="Name" maxChars={50} defaultValue="Оксана" />
        <TextArea aria-label="Text" maxChars={1000} />
        <Input aria-label="Own" maxChars={5} formatCounter={(length, max) => `${length} of ${max}`} />
      </CharCounterProvider>
    )
    expect(screen.getByText('Максимальна кількість символів - 6/50')).toBeInTheDocument()
    expect(screen.getByText('Максимальна кількість символів - 0/1000')).toBeInTheDocument()
    expect(screen.getByText('0 of 5')).toBeInTheDocument()
    expect(screen.queryByText(/Maximum number of characters/)).toBeNull()
  })
})
