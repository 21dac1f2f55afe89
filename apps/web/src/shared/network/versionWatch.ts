/*
 * Whether a newer front end than the one running has been deployed (issue 35). Two signs:
 * - the API's `x-frontend-version` header (spec 000 §7, the version the client stores): the first
 *   value this page sees is the one it was loaded with; a different one later means a deploy;
 * - the service worker: a new worker installed and waiting (its precache list changed, so the
 *   built files did).
 * Answers the service worker served from its cache while offline (marked `x-kobza-cached`) are not
 * signs: they carry whatever version was current when they were stored.
 */

export const cachedAnswerHeader = 'x-kobza-cached'

export interface VersionWatch {
  /** Notes a version the API answered with (null when the answer had none). */
  observe(version: string | null): void
  /** Notes that a new service worker is waiting; `activate` makes it take over (resolves once it has). */
  workerWaiting(activate: () => Promise<void>): void
  /** True once a newer front end is known. */
  getSnapshot(): boolean
  subscribe(listener: () => void): () => void
  /** Takes the new version: the waiting worker (if any) takes over, then `reload` runs. */
  reload(reload: () => void): void
}

export function createVersionWatch(): VersionWatch {
  let loadedWith: string | null = null
  let newer = false
  let activateWorker: (() => Promise<void>) | null = null
  const listeners = new Set<() => void>()
  const found = () => {
    if (newer) return
    newer = true
    for (const listener of [...listeners]) listener()
  }
  return {
    observe(version) {
      if (!version) return
      if (loadedWith === null) loadedWith = version
      else if (version !== loadedWith) found()
    },
    workerWaiting(activate) {
      activateWorker = activate
      found()
    },
    getSnapshot: () => newer,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload(reload) {
      if (!activateWorker) return reload()
      // The page reloads under the new worker; a worker that does not answer in time costs only that.
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 3000))
      void Promise.race([activateWorker().catch(() => undefined), timeout]).then(reload)
    },
  }
}
