import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
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

// findBy… waits 1 s by default; on a loaded two-core CI machine a lazy screen can take longer.
configure({ asyncUtilTimeout: 4000 })
