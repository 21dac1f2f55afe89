import { defineConfig } from '@adonisjs/redis'
import kobzaConfig from '#config/kobza'

/* Only connected when something uses it (the limiter with REDIS_URL set). */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: kobzaConfig.redisUrl
      ? { connectionName: 'main', ...parseRedisUrl(kobzaConfig.redisUrl), lazyConnect: true }
      : { host: '127.0.0.1', port: 6379, lazyConnect: true },
  },
})
export default redisConfig

/** The connection options of a `redis://[:password@]host[:port][/db]` URL (config/transmit.ts too). */
export function parseRedisUrl(raw: string) {
  const url = new URL(raw)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: Number(url.pathname.slice(1) || 0),
  }
}

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
