import { assert } from '@japa/assert'
import { apiClient, ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordTestCounts } from '../../../scripts/test-counts.mjs'

// Background work (mail…) is a job the worker runs after the answer; tests start no worker:
// after each test request the jobs it made due are run here, so tests read the outbox
// without sleeping.
ApiClient.teardown(async () => {
  await import('#start/jobs')
  const { drainJobs } = await import('#core/jobs/jobs')
  await drainJobs()
})

export const plugins: Config['plugins'] = [
  assert(),
  apiClient({ baseURL: `http://${process.env.HOST}:${process.env.PORT}` }),
  pluginAdonisJS(app),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [
    (runner) => {
      const { aggregates } = runner.getSummary()
      recordTestCounts(`api-${process.env.KOBZA_TEST_DB ?? 'db'}`, aggregates.passed, aggregates.failed)
    },
  ],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // Every test starts with fresh rate-limit counters; the limit tests fill them on purpose.
  // (onTest reaches tests added to the suite directly, onGroup those inside groups.)
  const clearRateLimits = async () => {
    const limiter = (await import('@adonisjs/limiter/services/main')).default
    await limiter.clear([process.env.REDIS_URL ? 'redis' : 'memory'])
  }
  suite.onTest((test) => test.setup(clearRateLimits))
  suite.onGroup((group) => group.each.setup(clearRateLimits))
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
