import { defineConfig, stores } from '@adonisjs/limiter'
import kobzaConfig from '#config/kobza'

/* In-memory counters by default; Redis once REDIS_URL is set, so every instance shares them. */
const limiterConfig = defineConfig({
  default: kobzaConfig.redisUrl ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})
export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
