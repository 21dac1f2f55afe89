/** How long a request may run before the app says the network is slow. */
export const slowRequestMs = 5000

export interface RequestActivity {
  /** Resolves or rejects as `work` does, counting it as in flight meanwhile. */
  track<T>(work: Promise<T>): Promise<T>
  /** True while at least one tracked request has been running longer than the threshold. */
  getSnapshot(): boolean
  subscribe(listener: () => void): () => void
}

export function createRequestActivity(thresholdMs = slowRequestMs): RequestActivity {
  const slow = new Set<number>()
  const listeners = new Set<() => void>()
  let nextId = 0
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  return {
    async track(work) {
      const id = nextId++
      const timer = setTimeout(() => {
        slow.add(id)
        if (slow.size === 1) notify()
      }, thresholdMs)
      try {
        return await work
      } finally {
        clearTimeout(timer)
        if (slow.delete(id) && slow.size === 0) notify()
      }
    },
    getSnapshot: () => slow.size > 0,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
