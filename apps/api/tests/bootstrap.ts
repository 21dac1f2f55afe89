import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordTestCounts } from '../../../scripts/test-counts.mjs'

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
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
