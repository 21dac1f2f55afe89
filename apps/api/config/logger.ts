import { defineConfig, targets } from '@adonisjs/core/logger'
import env from '#start/env'

const isProduction = env.get('NODE_ENV') === 'production'

export default defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'kobza-api',
      level: env.get('LOG_LEVEL') ?? (env.get('NODE_ENV') === 'test' ? 'silent' : 'info'),
      transport: {
        targets: targets()
          .pushIf(!isProduction, targets.pretty())
          .pushIf(isProduction, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})
