import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast, type ToastApi } from './ToastProvider'

let api: ToastApi | undefined
const capture = (value: ToastApi) => {
  api = value
}
function Grab() {
  const value = useToast()
  useEffect(() => capture(value), [value])
  return null
}
const toasts = () => api as ToastApi

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows toasts politely, errors assertively, and removes them after their time', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>
    )
    act(() => {
      toasts().show('Saved')
      toasts().show({ message: 'Failed', tone: 'error' })
    })
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('pauses while hovered and keeps sticky toasts', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>
    )
    act(() => {
      toasts().show({ message: 'Hover me', duration: 1000 })
      toasts().show({ message: 'Sticky', duration: null })
    })
    const hovered = screen.getByText('Hover me').closest('[role="status"]') as HTMLElement
    fireEvent.mouseEnter(hovered)
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText('Hover me')).toBeInTheDocument()
    fireEvent.mouseLeave(hovered)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Sticky')).toBeInTheDocument()
  })

  it('keeps at most `max` toasts and dismisses by id', () => {
    render(
      <ToastProvider max={2}>
        <Grab />
      </ToastProvider>
    )
    let id = ''
    act(() => {
      toasts().show('one')
      id = toasts().show('two')
      toasts().show('three')
    })
    expect(screen.queryByText('one')).not.toBeInTheDocument()
    act(() => toasts().dismiss(id))
    expect(screen.queryByText('two')).not.toBeInTheDocument()
    expect(screen.getByText('three')).toBeInTheDocument()
  })

  it('useToast outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Grab />)).toThrow(/ToastProvider/)
  })
})
