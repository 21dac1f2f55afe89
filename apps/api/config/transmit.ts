import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import kobzaConfig from '#config/kobza'

/*
 * The chat's SSE stream. In-process by default: one instance delivers to its own streams. With
 * REDIS_URL every instance publishes through Redis, so a message reaches the stream of a user
 * connected to another instance.
 */
function redisOptions(raw: string) {
  const url = new URL(raw)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: Number(url.pathname.slice(1) || 0),
  }
}

const redisUrl = kobzaConfig.redisUrl

export default defineConfig({
  // Keeps idle connections through proxies that close silent ones.
  pingInterval: '25s',
  transport: redisUrl ? { driver: redis(redisOptions(redisUrl)), channel: 'kobza:transmit' } : null,
})
