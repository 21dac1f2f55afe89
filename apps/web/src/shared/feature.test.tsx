import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import type { AppServices } from './services'
import { featureScreens, prefetchWaitMs, preloadScreen, type PrefetchingScreen } from './feature'

const strings = () => Promise.resolve({ en: { titles: {} }, uk: { titles: {} } })
const services = {} as AppServices

/** Renders `element` under a Suspense boundary and tells how often the fallback was drawn. */
function renderCounted(element: React.ReactNode) {
  const fallback = vi.fn(() => <p>loading</p>)
  const Fallback = () => fallback()
  const view = render(<Suspense fallback={<Fallback />}>{element}</Suspense>)
  return { view, fallback }
}

describe('feature screens', () => {
  it('draws a preloaded screen in the first render, never its fallback', async () => {
    const Probe = () => <p>the probe screen</p>
    const ProbeScreen = featureScreens('probe-preloaded', strings)(() => Promise.resolve(Probe))
    await ProbeScreen.preload()
    const { view, fallback } = renderCounted(<ProbeScreen />)
    expect(view.container.textContent).toBe('the probe screen')
    expect(fallback).not.toHaveBeenCalled()
  })

  it('draws the fallback first for a screen that was not preloaded', async () => {
    const Probe = () => <p>the probe screen</p>
    const ProbeScreen = featureScreens('probe-lazy', strings)(() => Promise.resolve(Probe))
    const { view, fallback } = renderCounted(<ProbeScreen />)
    expect(fallback).toHaveBeenCalled()
    expect(await view.findByText('the probe screen')).toBeInTheDocument()
  })

  it('loads a route element’s screen once and asks for the data it names with the route’s parameters', async () => {
    const prefetch = vi.fn(() => Promise.resolve())
    const Probe: PrefetchingScreen = Object.assign(() => <p>probe</p>, { prefetch })
    const load = vi.fn(() => Promise.resolve(Probe))
    const ProbeScreen = featureScreens('probe-prefetch', strings)(load)
    const context = { services, params: { nickName: 'dakha' } }

    await preloadScreen(<ProbeScreen />, context)
    expect(prefetch).toHaveBeenCalledWith(context)
    await ProbeScreen.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits for the data only a moment: a slow answer is the screen’s loading state, not a blank page', async () => {
    vi.useFakeTimers()
    try {
      const never = new Promise<void>(() => undefined)
      const Probe: PrefetchingScreen = Object.assign(() => <p>probe</p>, { prefetch: () => never })
      const ProbeScreen = featureScreens('probe-slow', strings)(() => Promise.resolve(Probe))
      let ready = false
      void preloadScreen(<ProbeScreen />, { services, params: {} })!.then(() => (ready = true))
      await vi.advanceTimersByTimeAsync(prefetchWaitMs - 1)
      expect(ready).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(ready).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves any other element alone', () => {
    expect(preloadScreen(<p>not a screen</p>, { services, params: {} })).toBeUndefined()
    expect(preloadScreen('text', { services, params: {} })).toBeUndefined()
  })
})
