import type { VersionWatch } from '../../shared/network/versionWatch'

/** The one worker of the app's scope (public/sw.js): web push and the offline app. */
export const serviceWorkerUrl = '/sw.js'
const skipWaitingMessage = { type: 'kobza:skip-waiting' }

/**
 * Registers the worker after the page has loaded (it must not compete with the first paint for a
 * phone's connection) and tells `watch` when a new one is waiting. Production builds only: Vite's
 * dev server has no precache list, and a worker there would serve stale modules.
 */
export function registerServiceWorker(watch: VersionWatch): void {
  if (!('serviceWorker' in navigator)) return
  const start = async () => {
    const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' })
    const offer = (worker: ServiceWorker) =>
      watch.workerWaiting(
        () =>
          new Promise<void>((resolve) => {
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
            worker.postMessage(skipWaitingMessage)
          })
      )
    // A worker waiting from an earlier visit, or one installed while this page is open; a first
    // install (no controller yet) is no new version.
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting)
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing)
      })
    })
    // A first install claims the page (clients.claim): the page is then offline-ready as it is.
  }
  const run = () => void start().catch(() => undefined)
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
