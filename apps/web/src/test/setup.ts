import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { setViewport } from './viewport'

// jsdom has no layout: scrolling is a no-op that tests can observe.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView = vi.fn()

beforeEach(() => {
  localStorage.clear()
  setViewport({ width: 1280, height: 900 })
})

afterEach(() => {
  cleanup()
})
