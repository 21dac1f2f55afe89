import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import kobzaConfig from '#config/kobza'
import { parseRedisUrl } from '#config/redis'

/*
 * The chat's SSE stream. In-process by default: one instance delivers to its own streams. With
 * REDIS_URL every instance publishes through Redis, so a message reaches the stream of a user
 * connected to another instance.
 */
const redisUrl = kobzaConfig.redisUrl

export default defineConfig({
  // Keeps idle connections through proxies that close silent ones.
  pingInterval: '25s',
  transport: redisUrl ? { driver: redis(parseRedisUrl(redisUrl)), channel: 'kobza:transmit' } : null,
})
