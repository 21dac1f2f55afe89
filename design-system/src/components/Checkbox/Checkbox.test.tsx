import { messages } from '@kobza/contract'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from '../Switch'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles by its label and reports errors', async () => {
    const onChange = vi.fn()
    render(<Checkbox label="I accept the terms" error={messages.required} onChange={onChange} />)
    await userEvent.click(screen.getByText('I accept the terms'))
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(onChange).toHaveBeenCalledOnce()
    expect(screen.getByRole('checkbox')).toBeInvalid()
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(messages.required)
  })

  it('sets the indeterminate DOM property', () => {
    const { rerender } = render(<Checkbox label="All" indeterminate />)
    expect(screen.getByRole('checkbox')).toBePartiallyChecked()
    rerender(<Checkbox label="All" />)
    expect(screen.getByRole('checkbox')).not.toBePartiallyChecked()
  })
})

describe('Switch', () => {
  it('is a switch that toggles with Space', async () => {
    render(<Switch label="Night theme" />)
    const toggle = screen.getByRole('switch', { name: 'Night theme' })
    toggle.focus()
    await userEvent.keyboard(' ')
    expect(toggle).toBeChecked()
  })
})
