import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { enqueue } from '#core/jobs/jobs'
import { doctor } from '#health/operator'
import { STUCK_QUEUE_MS } from '#health/checks'
import { runJobs } from '#tests/helpers'

/* The job queue in `/health` and `kobza doctor`: its figures, and a queue no worker takes from. */
test.group('Health: the job queue', (group) => {
  group.each.teardown(async () => {
    await db.from('jobs').where('name', 'like', 'health.%').delete()
    clock.reset()
  })

  test('health and doctor report due, running, waiting and failed jobs', async ({ client, assert }) => {
    await runJobs()
    const failedBefore = Number((await db.from('jobs').where('status', 'failed').count('* as n'))[0].n)
    await db.table('jobs').insert({
      name: 'health.gave-up',
      payload: '{}',
      status: 'failed',
      attempts: 5,
      max_attempts: 5,
      run_at: clock.millis(),
      created_at: clock.millis(),
      last_error: 'boom',
    })
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.equal(response.body().checks.jobs.ok, true)
    assert.match(
      response.body().checks.jobs.detail,
      new RegExp(`^0 due, 0 running, \\d+ waiting to retry, ${failedBefore + 1} failed; see kobza mail status$`)
    )
    const row = (await doctor()).find((check) => check.name === 'jobs')!
    assert.deepInclude(row, { ok: true, setting: 'jobs table (worker in each API process)' })
  })

  test('a job due for longer than the limit and never taken: doctor fails, /health reports it and stays up', async ({
    client,
    assert,
  }) => {
    // Nothing in this process handles `health.unclaimed`: it waits as if no worker ran.
    await enqueue('health.unclaimed', {})
    clock.travel(STUCK_QUEUE_MS + 60_000)
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.equal(response.body().checks.jobs.ok, true)
    assert.match(
      response.body().checks.jobs.detail,
      /^1 due \(oldest waiting 16 min\), .*: no worker is taking jobs — is an API process running\?/
    )
    const row = (await doctor()).find((check) => check.name === 'jobs')!
    assert.isFalse(row.ok)
    assert.include(row.detail, 'no worker is taking jobs')
  })
})
