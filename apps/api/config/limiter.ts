import { defineConfig, stores } from '@adonisjs/limiter'
import env from '#start/env'

/* In-memory counters by default; Redis once REDIS_URL is set, so every instance shares them. */
const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})
export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
