import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs'
import { useQueryTab } from './useQueryTab'

const items = [
  { value: 'posts', label: 'Posts' },
  { value: 'songs', label: 'Songs' },
  { value: 'legacy', label: 'Legacy', disabled: true },
  { value: 'about', label: 'About' },
]

function Harness({
  onChange = vi.fn(),
  activation,
}: {
  onChange?: (v: string) => void
  activation?: 'auto' | 'manual'
}) {
  const [value, setValue] = useState('posts')
  return (
    <Tabs
      label="Sections"
      items={items}
      value={value}
      activation={activation}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    >
      Panel for {value}
    </Tabs>
  )
}

describe('Tabs', () => {
  it('has one tab stop and links the panel to the selected tab', () => {
    render(<Harness />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toHaveTextContent('Panel for posts')
  })

  it('moves with arrows, skipping disabled tabs and wrapping', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Songs' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['songs', 'about', 'posts', 'about'])
  })

  it('in manual mode moves focus without selecting', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} activation="manual" />)
    await userEvent.click(screen.getByRole('tab', { name: 'Posts' }))
    onChange.mockClear()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Songs' })).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('songs')
  })
})

describe('useQueryTab', () => {
  const options = { values: ['posts', 'songs'] as const, defaultValue: 'posts' as const, resetKeys: ['page'] }

  it('reads the tab from the query and falls back on unknown values', () => {
    const set = vi.fn()
    expect(renderHook(() => useQueryTab(new URLSearchParams('tab=songs'), set, 'tab', options)).result.current[0]).toBe(
      'songs'
    )
    expect(renderHook(() => useQueryTab(new URLSearchParams('tab=nope'), set, 'tab', options)).result.current[0]).toBe(
      'posts'
    )
    expect(renderHook(() => useQueryTab(new URLSearchParams(''), set, 'tab')).result.current[0]).toBeUndefined()
  })

  it('writes the tab, drops reset keys, and keeps the default out of the URL', () => {
    const set = vi.fn<(next: URLSearchParams) => void>()
    const { result } = renderHook(() => useQueryTab(new URLSearchParams('q=kobza&page=4'), set, 'tab', options))
    act(() => result.current[1]('songs'))
    expect(set.mock.lastCall?.[0].toString()).toBe('q=kobza&tab=songs')
    act(() => result.current[1]('posts'))
    expect(set.mock.lastCall?.[0].toString()).toBe('q=kobza')
  })
})
