import { ApiError, isNetworkError, type ApiClient, type KeyValueStorage } from '@kobza/api-client'
import { idempotencyKeyHeader } from '@kobza/contract/routes'

/*
 * Actions made while offline (likes, poll votes, comments: issue 35), kept in local storage and
 * sent through the app's API client when the connection returns. The page, not the service
 * worker, sends them: the client holds the tokens and refreshes them. Each action names the
 * person who made it; another person signed in on the device never sends it (it is dropped).
 * Actions with the same `key` replace each other (a like then an unlike of one post sends only
 * the unlike); the rest go in the order they were made.
 */

export interface QueuedAction {
  id: string
  /** Which sender sends it, e.g. 'feed.like'. */
  kind: string
  /** Actions with one key replace each other (the last one made is sent). */
  key: string
  /** The uuid of the person who made it. */
  owner: string
  payload: unknown
  queuedAt: number
}

/** What a feature says of an action it queues; the queue adds who made it, an id and the time. */
export type OfflineAction = Pick<QueuedAction, 'kind' | 'key' | 'payload'>

/** A key no other action has (a comment or a reply: each one made is sent), under `prefix` for finding them. */
export const uniqueKey = (prefix: string): string =>
  `${prefix}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`

/**
 * A call's options naming what it creates with `key` (the Idempotency-Key header): sent again after
 * a lost answer, the API answers the first one instead of making a second. Nothing without a key
 * (an action queued before keys were sent).
 */
export const idempotent = (key: string | undefined): { headers?: Record<string, string> } =>
  key ? { headers: { [idempotencyKeyHeader]: key } } : {}

/** Sends one kind of action: a feature's own call of the API client. */
export type ActionSender = (client: ApiClient, payload: never) => Promise<unknown>

export interface FlushResult {
  sent: QueuedAction[]
  /** Refused by the API (a 4xx: the post was deleted meanwhile, the poll closed) or made by someone else. */
  dropped: QueuedAction[]
  /** Still waiting: the connection failed again, or an answer 5xx. */
  kept: QueuedAction[]
}

export const offlineQueueKey = 'kobza.offlineQueue'

export class OfflineQueue {
  #storage: KeyValueStorage
  #listeners = new Set<() => void>()
  #actions: QueuedAction[]
  #flushing: Promise<FlushResult> | null = null
  #nextId = 0

  constructor(storage: KeyValueStorage) {
    this.#storage = storage
    this.#actions = this.#read()
  }

  /** Everything waiting (a new array after each change, for useSyncExternalStore). */
  getSnapshot = (): readonly QueuedAction[] => this.#actions

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  has(key: string): boolean {
    return this.#actions.some((action) => action.key === key)
  }

  enqueue(action: Omit<QueuedAction, 'id' | 'queuedAt'>): QueuedAction {
    this.#nextId += 1
    const queued: QueuedAction = {
      ...action,
      id: `${Date.now().toString(36)}-${this.#nextId}-${Math.random().toString(36).slice(2, 8)}`,
      queuedAt: Date.now(),
    }
    this.#write([...this.#read().filter((existing) => existing.key !== action.key), queued])
    return queued
  }

  /** Reads the stored queue again: another tab of the app changed it (the browser's `storage` event). */
  refresh(): void {
    this.#write(this.#read(), false)
  }

  /**
   * Sends `owner`'s actions in order with `senders`. A network failure or a 5xx stops the run and
   * keeps that action and the ones after it; a 4xx drops the action (asking again gives the same
   * answer); another person's actions and kinds without a sender are dropped. One run at a time:
   * a second call while one runs gets the same result.
   */
  flush(client: ApiClient, owner: string, senders: Readonly<Record<string, ActionSender>>): Promise<FlushResult> {
    this.#flushing ??= exclusively(() => this.#run(client, owner, senders)).finally(() => {
      this.#flushing = null
    })
    return this.#flushing
  }

  async #run(client: ApiClient, owner: string, senders: Readonly<Record<string, ActionSender>>): Promise<FlushResult> {
    const result: FlushResult = { sent: [], dropped: [], kept: [] }
    // What is stored now, not what this tab read earlier: another tab may have sent some of it meanwhile.
    for (const action of this.#read()) {
      if (result.kept.length > 0) {
        result.kept.push(action)
        continue
      }
      const send = senders[action.kind]
      if (action.owner !== owner || !send) {
        result.dropped.push(action)
        this.#remove(action.id)
        continue
      }
      try {
        await send(client, action.payload as never)
        result.sent.push(action)
        this.#remove(action.id)
      } catch (error) {
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
          result.dropped.push(action)
          this.#remove(action.id)
        } else {
          result.kept.push(action)
        }
      }
    }
    return result
  }

  #remove(id: string) {
    this.#write(this.#read().filter((action) => action.id !== id))
  }

  #read(): QueuedAction[] {
    try {
      const stored: unknown = JSON.parse(this.#storage.getItem(offlineQueueKey) ?? '[]')
      return Array.isArray(stored) ? (stored as QueuedAction[]) : []
    } catch {
      return []
    }
  }

  #write(actions: QueuedAction[], store = true) {
    this.#actions = actions
    if (store && actions.length === 0) this.#storage.removeItem(offlineQueueKey)
    else if (store) this.#storage.setItem(offlineQueueKey, JSON.stringify(actions))
    for (const listener of [...this.#listeners]) listener()
  }
}

/**
 * Runs `work` while no other tab of the app sends the queue (the Web Locks API, where the browser
 * has it): two tabs coming back online together would otherwise both send one comment.
 */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request(offlineQueueKey, work) : work()
}

/** True when `error` means the request never reached the API (offline, connection dropped). */
export const isOffline = (error: unknown): boolean => isNetworkError(error)

/** What a queueable mutation answers: the API's answer, or that the action waits in the queue. */
export type SentOrQueued<T> = { queued: false; answer: T } | { queued: true; action: QueuedAction }

/**
 * Sends an action now, or queues it when the browser is offline or the request fails to reach the
 * API. `owner` undefined (a guest) never queues: the sign-in gate comes first.
 */
export async function sendOrQueue<T>(
  queue: OfflineQueue,
  action: Omit<QueuedAction, 'id' | 'queuedAt' | 'owner'> & { owner: string | undefined },
  send: () => Promise<T>
): Promise<SentOrQueued<T>> {
  const { owner } = action
  const offlineNow = typeof navigator !== 'undefined' && navigator.onLine === false
  if (owner && offlineNow) return { queued: true, action: queue.enqueue({ ...action, owner }) }
  try {
    return { queued: false, answer: await send() }
  } catch (error) {
    if (owner && isOffline(error)) return { queued: true, action: queue.enqueue({ ...action, owner }) }
    throw error
  }
}
