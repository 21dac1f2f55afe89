import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRequestActivity } from './activity'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function deferred() {
  let resolve!: (value: string) => void
  const promise = new Promise<string>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createRequestActivity', () => {
  it('turns slow after 5 s in flight and back when the request settles', async () => {
    const activity = createRequestActivity()
    const listener = vi.fn()
    activity.subscribe(listener)
    const request = deferred()
    const tracked = activity.track(request.promise)
    vi.advanceTimersByTime(4999)
    expect(activity.getSnapshot()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(activity.getSnapshot()).toBe(true)
    request.resolve('done')
    await expect(tracked).resolves.toBe('done')
    expect(activity.getSnapshot()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('stays calm for quick requests and passes rejections through', async () => {
    const activity = createRequestActivity()
    await expect(activity.track(Promise.reject(new Error('nope')))).rejects.toThrow('nope')
    vi.advanceTimersByTime(10_000)
    expect(activity.getSnapshot()).toBe(false)
  })

  it('stays slow until the last slow request settles', async () => {
    const activity = createRequestActivity(100)
    const first = deferred()
    const second = deferred()
    const a = activity.track(first.promise)
    const b = activity.track(second.promise)
    vi.advanceTimersByTime(100)
    first.resolve('a')
    await a
    expect(activity.getSnapshot()).toBe(true)
    second.resolve('b')
    await b
    expect(activity.getSnapshot()).toBe(false)
  })
})
