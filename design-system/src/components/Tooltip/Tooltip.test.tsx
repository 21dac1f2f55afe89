import { act, fireEvent, render, screen } from '@testing-library/react'
import { messages } from '@kobza/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../Button'
import { Tooltip } from './Tooltip'

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = () =>
    render(
      <Tooltip content={messages.notAvailableYet}>
        <Button aria-disabled="true">Order video</Button>
      </Tooltip>
    )

  it('describes its trigger at all times', () => {
    setup()
    expect(screen.getByRole('button', { name: 'Order video' })).toHaveAccessibleDescription(messages.notAvailableYet)
  })

  it('opens on focus at once, on hover after a delay, and closes on Escape', () => {
    setup()
    const tooltip = screen.getByRole('tooltip', { hidden: true })
    const button = screen.getByRole('button')
    fireEvent.focus(button)
    act(() => vi.advanceTimersByTime(0))
    expect(tooltip).toHaveAttribute('data-open', 'true')
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(tooltip).toHaveAttribute('data-open', 'false')
    fireEvent.blur(button)
    fireEvent.mouseEnter(button)
    act(() => vi.advanceTimersByTime(299))
    expect(tooltip).toHaveAttribute('data-open', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(tooltip).toHaveAttribute('data-open', 'true')
    fireEvent.mouseLeave(button)
    expect(tooltip).toHaveAttribute('data-open', 'false')
  })
})
