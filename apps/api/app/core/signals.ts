import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import kobzaConfig from '#config/kobza'

/*
 * Invalidation signals for the in-memory caches of the hot paths (the chat poll, its token
 * check): "this user's sessions changed", "this chat has a new message". A signal reaches the
 * handlers of this process at once and, with REDIS_URL, every other instance through Redis
 * pub/sub. A cache may serve only while `signalsHeard()`: with Redis, only while the subscriber
 * is connected (a signal published while it was away is lost, so every cache is dropped when it
 * comes back); without Redis there is one instance and nothing to miss.
 */

type Handler = (payload: Record<string, unknown>) => void

const channel = 'kobza:signals'
const redisUrl = kobzaConfig.redisUrl
/** Our own signals come back from Redis; they were already handled here. */
const instance = randomUUID()
const handlers = new Map<string, Handler[]>()
const resetHandlers: Array<() => void> = []

interface Connection {
  subscriberStatus: string | undefined
  subscribe(channel: string, handler: (message: string) => void): void
  publish(channel: string, message: string): Promise<number>
  on(event: 'subscriber:ready' | 'subscriber:close', handler: () => void): unknown
}

let connection: Connection | null = null
let starting: Promise<void> | null = null

function deliver(topic: string, payload: Record<string, unknown>) {
  for (const handler of handlers.get(topic) ?? []) {
    try {
      handler(payload)
    } catch (error) {
      logger.warn({ err: error, topic }, 'signal handler failed')
    }
  }
}

function resetAll() {
  for (const reset of resetHandlers) reset()
}

function receive(message: string) {
  let parsed: { from?: unknown; topic?: unknown; payload?: unknown }
  try {
    parsed = JSON.parse(message) as typeof parsed
  } catch {
    return
  }
  if (parsed.from === instance || typeof parsed.topic !== 'string') return
  if (typeof parsed.payload !== 'object' || parsed.payload === null) return
  deliver(parsed.topic, parsed.payload as Record<string, unknown>)
}

/** Connects the subscriber once, on first use (the CLI and tests without Redis never do). */
function start() {
  if (starting || !redisUrl) return
  starting = (async () => {
    const redis = (await import('@adonisjs/redis/services/main')).default
    const main = redis.connection('main') as unknown as Connection
    // Whatever was published while the subscriber was away is unknown: start from nothing.
    main.on('subscriber:ready', resetAll)
    main.on('subscriber:close', resetAll)
    main.subscribe(channel, receive)
    connection = main
  })().catch((error) => {
    logger.warn({ err: error }, 'signals: Redis subscriber failed to start')
  })
}

/** Registers a handler of one topic (at module load of the cache that needs it). */
export function onSignal(topic: string, handler: Handler) {
  handlers.set(topic, [...(handlers.get(topic) ?? []), handler])
}

/** Registers what to drop when signals may have been missed. */
export function onSignalsLost(reset: () => void) {
  resetHandlers.push(reset)
}

/**
 * Sends a signal: handled here before this returns, published to the other instances in the
 * background (a failed publish is logged; the caches' short lifetime bounds what it costs).
 */
export function signal(topic: string, payload: Record<string, unknown>) {
  deliver(topic, payload)
  if (!redisUrl) return
  start()
  void (async () => {
    await starting
    if (!connection) throw new Error('no Redis connection')
    await connection.publish(channel, JSON.stringify({ from: instance, topic, payload }))
  })().catch((error) => {
    logger.warn({ err: error, topic }, 'signal publish failed')
  })
}

/** Whether a cache kept up by signals may answer now. */
export function signalsHeard(): boolean {
  if (!redisUrl) return true
  start()
  return connection?.subscriberStatus === 'ready'
}
