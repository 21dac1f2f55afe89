import { act, render, screen } from '@testing-library/react'
import { timings } from '@kobza/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Preloader } from './Preloader'

describe('Preloader', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is a status with a label and swaps colours every 1400 ms', () => {
    render(<Preloader label="Loading posts" />)
    const status = screen.getByRole('status', { name: 'Loading posts' })
    expect(status).toHaveAttribute('data-phase', '0')
    act(() => vi.advanceTimersByTime(timings.preloaderSwapMs - 1))
    expect(status).toHaveAttribute('data-phase', '0')
    act(() => vi.advanceTimersByTime(1))
    expect(status).toHaveAttribute('data-phase', '1')
    act(() => vi.advanceTimersByTime(timings.preloaderSwapMs))
    expect(status).toHaveAttribute('data-phase', '0')
  })

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Preloader />)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
