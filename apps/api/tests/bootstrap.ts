import { assert } from '@japa/assert'
import { apiClient, ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordTestCounts } from '../../../scripts/test-counts.mjs'

// Background work (mail…) is a job the worker runs after the answer; tests start no worker:
// after each test request that enqueued a job, the due jobs are run here, so tests read the
// outbox without sleeping. A request that enqueued nothing runs no claim query, so the tests
// that count a request's queries count only its own. (Jobs made due by moving the clock are
// run by the test itself, with runJobs.)
let enqueued = false
ApiClient.setup(async () => {
  const { onEnqueue } = await import('#core/jobs/jobs')
  onEnqueue(() => {
    enqueued = true
  })
})
ApiClient.teardown(async () => {
  if (!enqueued) return
  enqueued = false
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
  // Every test starts with fresh rate-limit counters (the limit tests fill them on purpose) and
  // no job pending from an earlier test.
  // (onTest reaches tests added to the suite directly, onGroup those inside groups.)
  const startFresh = async () => {
    // A job a previous test enqueued and ran itself is not this test's request's work.
    enqueued = false
    const limiter = (await import('@adonisjs/limiter/services/main')).default
    await limiter.clear([process.env.REDIS_URL ? 'redis' : 'memory'])
  }
  suite.onTest((test) => test.setup(startFresh))
  suite.onGroup((group) => group.each.setup(startFresh))
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
