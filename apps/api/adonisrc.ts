import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],
  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#payments/provider_preload'), environment: ['web'] },
    { file: () => import('#markets/indexer_preload'), environment: ['web'] },
    { file: () => import('#greetings/expiry_preload'), environment: ['web'] },
    { file: () => import('#subscriptions/reminder_preload'), environment: ['web'] },
    { file: () => import('#payments/reconcile_preload'), environment: ['web'] },
    { file: () => import('#legends/stage_preload'), environment: ['web'] },
    { file: () => import('#media/pending_preload'), environment: ['web'] },
    { file: () => import('#notifications/digest_preload'), environment: ['web'] },
    { file: () => import('#core/jobs/worker_preload'), environment: ['web'] },
  ],
  directories: {
    migrations: 'database/migrations',
    seeders: 'database/seeders',
  },
  tests: {
    suites: [
      { name: 'unit', files: ['tests/unit/**/*.spec.ts'], timeout: 10000 },
      { name: 'functional', files: ['tests/functional/**/*.spec.ts'], timeout: 30000 },
    ],
    forceExit: false,
  },
  // Demo assets the seed reads beside its module: the production build (hostile suite, e2e) seeds too.
})
