import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { repoRoot } from '#core/paths'

/** The hash turbo files this suite's result under, for an environment. */
function apiTestHash(environment: Record<string, string | undefined>) {
  const { KOBZA_REQUIRE_POSTGRES: _postgres, KOBZA_REQUIRE_REDIS: _redis, ...inherited } = process.env
  const result = spawnSync(
    join(repoRoot, 'node_modules/.bin/turbo'),
    ['run', 'test', '--filter=@kobza/api', '--dry=json'],
    { cwd: repoRoot, env: { ...inherited, TURBO_TELEMETRY_DISABLED: '1', ...environment }, encoding: 'utf8' }
  )
  if (result.status !== 0) throw new Error(`turbo --dry failed: ${result.stderr}`)
  const plan = JSON.parse(result.stdout) as { tasks: { taskId: string; hash: string }[] }
  return plan.tasks.find((task) => task.taskId === '@kobza/api#test')!.hash
}

test.group('Test result cache', () => {
  test('a result cached without PostgreSQL or Redis required never replays where they are', ({ assert }) => {
    const relaxed = apiTestHash({})
    assert.notEqual(apiTestHash({ KOBZA_REQUIRE_POSTGRES: '1' }), relaxed)
    assert.notEqual(apiTestHash({ KOBZA_REQUIRE_REDIS: '1' }), relaxed)
    assert.equal(apiTestHash({}), relaxed)
  }).timeout(60_000)
})
