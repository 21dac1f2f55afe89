import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaQueries, useBreakpoint, useMediaQuery } from './useMediaQuery'

/** A matchMedia that evaluates width queries against a settable viewport width. */
function installViewport(initial: number) {
  let width = initial
  const listeners = new Set<() => void>()
  const evaluate = (query: string) => {
    const match = /\(width (<|>=) (\d+)px\)/.exec(query)
    if (!match) return false
    const px = Number(match[2])
    return match[1] === '<' ? width < px : width >= px
  }
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return evaluate(query)
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList
  return {
    resize(next: number) {
      width = next
      listeners.forEach((listener) => listener())
    },
    restore() {
      window.matchMedia = original
    },
  }
}

describe('useBreakpoint', () => {
  let viewport: ReturnType<typeof installViewport> | undefined
  afterEach(() => viewport?.restore())

  it('uses the contract breakpoints in range syntax', () => {
    expect(mediaQueries.below.mobile).toBe('(width < 600px)')
    expect(mediaQueries.from.desktop).toBe('(width >= 1200px)')
  })

  it.each([
    [375, { breakpoint: 'mobile', isMobile: true, isChatCompact: true, isDesktop: false }],
    [700, { breakpoint: 'tablet', isMobile: false, isChatCompact: true, isDesktop: false }],
    [800, { breakpoint: 'tablet', isMobile: false, isChatCompact: false, isDesktop: false }],
    [1200, { breakpoint: 'desktop', isMobile: false, isChatCompact: false, isDesktop: true }],
  ])('at %i px', (width, expected) => {
    viewport = installViewport(width)
    expect(renderHook(() => useBreakpoint()).result.current).toEqual(expected)
  })

  it('follows resizes', () => {
    viewport = installViewport(1280)
    const { result } = renderHook(() => useMediaQuery(mediaQueries.below.mobile))
    expect(result.current).toBe(false)
    act(() => viewport?.resize(375))
    expect(result.current).toBe(true)
  })

  it('falls back to the server value without matchMedia', () => {
    const original = window.matchMedia
    // @ts-expect-error -- simulating an environment without matchMedia
    delete window.matchMedia
    try {
      expect(renderHook(() => useMediaQuery('(width < 600px)', true)).result.current).toBe(true)
    } finally {
      window.matchMedia = original
    }
    vi.restoreAllMocks()
  })
})
