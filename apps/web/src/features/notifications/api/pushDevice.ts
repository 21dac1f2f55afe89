import type { ApiClient } from '@kobza/api-client'
import { ApiError } from '@kobza/api-client'
import type { PushSubscriptionRequest } from '@kobza/contract'

/*
 * This browser's web push: the service worker (public/sw.js, which the PWA of issue 35 extends)
 * and its PushManager subscription, registered at the API. Permission is asked only from the
 * person's click (enablePush), never on load.
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

const WORKER = '/sw.js'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/')
}

/** What this device is at now, without asking anything of the person. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration())?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** The VAPID key as PushManager takes it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index)
  return bytes
}

/** Asks permission (the caller is a click), subscribes and tells the API; answers the new state. */
export async function enablePush(client: ApiClient): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  await navigator.serviceWorker.register(WORKER, { scope: '/' })
  const ready = await navigator.serviceWorker.ready
  const { publicKey } = await client.callNamed('notifications', 'pushKey', {})
  const subscription = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  })
  await client.callNamed('notifications', 'pushSubscribe', {
    body: subscription.toJSON() as PushSubscriptionRequest,
  })
  return 'on'
}

/** Forgets this browser at the API and unsubscribes it. */
export async function disablePush(client: ApiClient): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription()
  if (subscription) {
    try {
      await client.callNamed('notifications', 'pushUnsubscribe', { body: { endpoint: subscription.endpoint } })
    } catch (error) {
      // Already forgotten there (another person signed in on it, or the service dropped it).
      if (!(error instanceof ApiError && error.status === 404)) throw error
    }
    await subscription.unsubscribe()
  }
  return 'off'
}
