import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { createRequestActivity } from './activity'

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('network banner', () => {
  it('says when the browser goes offline and clears when it is back', async () => {
    renderApp({ path: '/auctions' })
    await screen.findByRole('heading', { level: 1, name: 'Auctions' })
    act(() => setOnline(false))
    expect(screen.getByText(/You are offline/)).toBeInTheDocument()
    act(() => setOnline(true))
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
  })

  it('says when a request is slow', async () => {
    let release!: () => void
    // A short threshold stands in for the 5 s one, which `activity.test.ts` checks with fake timers.
    const { services } = renderApp({ path: '/auctions', activity: createRequestActivity(50) })
    await screen.findByRole('heading', { level: 1, name: 'Auctions' })
    const pending = new Promise<void>((resolve) => (release = resolve))
    void services.activity.track(pending)
    expect(screen.queryByText(/The connection is slow/)).not.toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
    expect(screen.getByText(/The connection is slow/)).toBeInTheDocument()
    await act(async () => {
      release()
      await pending
    })
    expect(screen.queryByText(/The connection is slow/)).not.toBeInTheDocument()
  })
})
