import { act, fireEvent, render, screen } from '@testing-library/react'
import { timings } from '@kobza/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from './SearchBox'

const type = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } })

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('searches once, 500 ms after the last change, with the trimmed query', () => {
    const onSearch = vi.fn()
    render(<SearchBox onSearch={onSearch} />)
    type('к')
    act(() => vi.advanceTimersByTime(300))
    type('ко')
    act(() => vi.advanceTimersByTime(300))
    type('кобза ')
    act(() => vi.advanceTimersByTime(timings.searchDebounceMs - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('кобза')
  })

  it('does not repeat the same query (trailing space, retyping)', () => {
    const onSearch = vi.fn()
    render(<SearchBox onSearch={onSearch} defaultValue="rock" />)
    type('rock ')
    act(() => vi.advanceTimersByTime(timings.searchDebounceMs))
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches at once on Enter and cancels the pending search', () => {
    const onSearch = vi.fn()
    render(<SearchBox onSearch={onSearch} />)
    type('jazz')
    fireEvent.submit(screen.getByRole('search'))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('jazz')
    act(() => vi.advanceTimersByTime(timings.searchDebounceMs))
    expect(onSearch).toHaveBeenCalledOnce()
  })

  it('clears with the button or Escape and searches for an empty query', () => {
    const onSearch = vi.fn()
    render(<SearchBox onSearch={onSearch} defaultValue="folk" />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
    type('pop')
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('works controlled', () => {
    const onChange = vi.fn()
    render(<SearchBox value="abc" onChange={onChange} onSearch={vi.fn()} />)
    type('abcd')
    expect(onChange).toHaveBeenCalledWith('abcd')
    expect(screen.getByRole('searchbox')).toHaveValue('abc')
  })
})
