import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'
import {
  claimJobs,
  drainJobs,
  enqueue,
  queueStats,
  registerJob,
  retryJobs,
  runClaimedJob,
  runDueJobs,
} from '#core/jobs/jobs'
import { startJobWorker } from '#core/jobs/worker'

/*
 * The durable job runner itself, with handlers of its own (test.*): what a domain registering
 * a job can count on, on SQLite and PostgreSQL.
 */

const ran: Array<{ job: number; value: unknown; attempt: number }> = []
registerJob<{ value: unknown }>('test.record', async ({ value }, job) => {
  ran.push({ job: job.id, value, attempt: job.attempt })
})

let failures = 0
registerJob(
  'test.flaky',
  async (_payload, job) => {
    failures += 1
    throw new Error(`attempt ${job.attempt} failed`)
  },
  { maxAttempts: 3, backoffMs: 10_000 }
)

let gate: Promise<void> = Promise.resolve()
const started: number[] = []
registerJob('test.gated', async (_payload, job) => {
  started.push(job.id)
  await gate
})

const seen: number[] = []
registerJob('test.contended', async (_payload, job) => {
  seen.push(job.id)
})

let running = 0
let mostAtOnce = 0
registerJob(
  'test.limited',
  async () => {
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await sleep(30)
    running -= 1
  },
  { concurrency: 1 }
)

const row = async (id: number) => db.from('jobs').where('id', id).firstOrFail()
const only = (name: string) => ({ names: [name] })

test.group('Job runner', (group) => {
  group.each.setup(() => {
    ran.length = 0
    failures = 0
    started.length = 0
    seen.length = 0
  })
  group.each.teardown(() => clock.reset())

  test('a job enqueued in a transaction that rolls back is never stored nor run; a committed one runs once', async ({
    assert,
  }) => {
    await db
      .transaction(async (trx) => {
        await enqueue('test.record', { value: 'rolled back' }, { trx })
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    const committed = await db.transaction((trx) => enqueue('test.record', { value: 'committed' }, { trx }))
    assert.equal(await drainJobs(only('test.record')), 1)
    assert.deepEqual(ran, [{ job: committed!, value: 'committed', attempt: 1 }])
    assert.lengthOf(await db.from('jobs').where('name', 'test.record').where('payload', 'like', '%rolled back%'), 0)
    assert.include(await row(committed!), { status: 'done', payload: '{}' })
    assert.equal(await drainJobs(only('test.record')), 0)
  })

  test('a job runs at its time, not before', async ({ assert }) => {
    const id = await enqueue('test.record', { value: 'later' }, { runAt: clock.millis() + 60_000 })
    assert.equal(await drainJobs(only('test.record')), 0)
    clock.travel(61_000)
    assert.equal(await drainJobs(only('test.record')), 1)
    assert.equal(ran[0]!.job, id)
  })

  test('a dedupe key stores one job however often it is enqueued', async ({ assert }) => {
    const key = `dedupe-${clock.millis()}`
    const first = await enqueue('test.record', { value: 1 }, { dedupeKey: key })
    const second = await enqueue('test.record', { value: 2 }, { dedupeKey: key })
    assert.isNumber(first)
    assert.isNull(second)
    await drainJobs(only('test.record'))
    assert.deepEqual(
      ran.map((entry) => entry.value),
      [1]
    )
  })

  test('a failing handler is retried after doubling waits, then failed with its last error; a retry starts over', async ({
    assert,
  }) => {
    const id = (await enqueue('test.flaky', {}))!
    await drainJobs(only('test.flaky'))
    let job = await row(id)
    assert.include(job, { status: 'queued', last_error: 'attempt 1 failed' })
    assert.closeTo(Number(job.run_at) - clock.millis(), 10_000, 1_000)
    clock.travel(9_000)
    assert.equal(await drainJobs(only('test.flaky')), 0, 'not before its backoff')
    clock.travel(1_500)
    assert.equal(await drainJobs(only('test.flaky')), 1)
    job = await row(id)
    assert.include(job, { status: 'queued', last_error: 'attempt 2 failed' })
    assert.closeTo(Number(job.run_at) - clock.millis(), 20_000, 1_000, 'the wait doubles')
    clock.travel(21_000)
    await drainJobs(only('test.flaky'))
    job = await row(id)
    assert.include(job, { status: 'failed', last_error: 'attempt 3 failed', locked_by: null })
    assert.equal(Number(job.attempts), 3)
    assert.isNotNull(job.finished_at)
    clock.travel(86_400_000)
    assert.equal(await drainJobs(only('test.flaky')), 0, 'failed stays failed')
    assert.equal(failures, 3)

    assert.deepEqual(await retryJobs({ name: 'test.flaky', ids: [id] }), [id])
    assert.equal(await runDueJobs(only('test.flaky')), 1)
    assert.equal(failures, 4)
    assert.include(await row(id), { status: 'queued', last_error: 'attempt 1 failed' })
  })

  test('a job whose worker died is claimed again once its lease has passed', async ({ assert }) => {
    const id = (await enqueue('test.record', { value: 'orphan' }))!
    // A worker claims it and dies (kill -9): nothing will finish or renew it.
    const [claimed] = await claimJobs(['test.record'], 1, 'dead-host:1:worker')
    assert.equal(claimed!.id, id)
    assert.equal(await drainJobs(only('test.record')), 0, 'leased to the dead worker')
    clock.travel(kobzaConfig.jobs.leaseMs - 5_000)
    assert.equal(await drainJobs(only('test.record')), 0, 'still within the lease')
    clock.travel(6_000)
    assert.equal(await drainJobs(only('test.record')), 1)
    assert.deepEqual(ran, [{ job: id, value: 'orphan', attempt: 2 }])
    assert.include(await row(id), { status: 'done' })
    // The dead worker's late word changes nothing.
    await runClaimedJob(claimed!, 'dead-host:1:worker')
    assert.lengthOf(ran, 2, 'its handler ran (it could not know)')
    assert.include(await row(id), { status: 'done' })
  })

  test('a job that keeps killing its worker ends failed', async ({ assert }) => {
    const id = (await enqueue('test.record', { value: 'poison' }, { maxAttempts: 2 }))!
    for (let death = 0; death < 2; death += 1) {
      assert.lengthOf(await claimJobs(['test.record'], 1, `dead:${death}`), 1)
      clock.travel(kobzaConfig.jobs.leaseMs + 1_000)
    }
    await drainJobs(only('test.record'))
    assert.lengthOf(ran, 0)
    const job = await row(id)
    assert.equal(job.status, 'failed')
    assert.match(job.last_error, /lease ran out/)
  })

  test('a running job keeps its lease: no other worker takes it while its handler works', async ({ assert }) => {
    const saved = kobzaConfig.jobs.leaseMs
    kobzaConfig.jobs.leaseMs = 1_200
    let open!: () => void
    gate = new Promise((resolve) => (open = resolve))
    try {
      const id = (await enqueue('test.gated', {}))!
      const first = runDueJobs(only('test.gated'))
      while (started.length === 0) await sleep(10)
      // Three lease lengths later, the heartbeat has kept it.
      await sleep(3_600)
      assert.lengthOf(await claimJobs(['test.gated'], 5, 'other-worker'), 0)
      open()
      assert.equal(await first, 1)
      assert.deepEqual(started, [id])
      assert.include(await row(id), { status: 'done' })
    } finally {
      open()
      kobzaConfig.jobs.leaseMs = saved
    }
  }).timeout(15_000)

  test('workers racing for the same jobs run each exactly once', async ({ assert }) => {
    const ids: number[] = []
    for (let index = 0; index < 120; index += 1) ids.push((await enqueue('test.contended', {}))!)
    const owners = ['worker-a', 'worker-b', 'worker-c', 'worker-d']
    const claimedBy = new Map<number, string[]>()
    // Each worker claims small batches on its own connection from the pool, all at once.
    await Promise.all(
      owners.map(async (owner) => {
        for (;;) {
          const jobs = await claimJobs(['test.contended'], 3, owner)
          if (jobs.length === 0) return
          for (const job of jobs) claimedBy.set(job.id, [...(claimedBy.get(job.id) ?? []), owner])
          await Promise.all(jobs.map((job) => runClaimedJob(job, owner)))
        }
      })
    )
    const twice = [...claimedBy].filter(([, by]) => by.length > 1)
    assert.deepEqual(twice, [], 'no job claimed by two workers')
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      ids,
      'each ran once'
    )
    const done = await db.from('jobs').whereIn('id', ids).where('status', 'done').count('* as n')
    assert.equal(Number(done[0].n), ids.length)
    if (db.connection().dialect.name === 'postgres') {
      const workers = new Set([...claimedBy.values()].flat())
      assert.isAbove(workers.size, 1, 'the workers really ran side by side')
    }
  }).timeout(30_000)

  test('the worker starts a job enqueued in this process at once, within each name’s concurrency', async ({
    assert,
  }) => {
    mostAtOnce = 0
    const worker = startJobWorker({ concurrency: 4, pollIntervalMs: 60_000 })
    try {
      const committedAt = Date.now()
      await db.transaction(async (trx) => {
        for (let index = 0; index < 4; index += 1) await enqueue('test.limited', {}, { trx })
        await enqueue('test.record', { value: 'woken' }, { trx })
      })
      const deadline = Date.now() + 5_000
      const remaining = () =>
        db.from('jobs').whereIn('name', ['test.limited', 'test.record']).where('status', 'queued').count('* as n')
      while (Number((await remaining())[0].n) > 0 && Date.now() < deadline) await sleep(10)
      assert.equal(Number((await remaining())[0].n), 0, 'all ran without waiting for a poll')
      assert.isBelow(Date.now() - committedAt, 5_000)
      assert.equal(mostAtOnce, 1, 'test.limited never ran twice at once')
      assert.deepEqual(
        ran.map((entry) => entry.value),
        ['woken']
      )
    } finally {
      await worker.stop()
    }
  })

  test('queue statistics: due, running, failed, done recently and the oldest due age', async ({ assert }) => {
    await drainJobs()
    const name = 'test.record'
    const before = await queueStats(name)
    await enqueue(name, { value: 'a' })
    clock.travel(5_000)
    await enqueue(name, { value: 'b' })
    await enqueue(name, { value: 'c' }, { runAt: clock.millis() + 60_000 })
    let stats = await queueStats(name)
    assert.equal(stats.due, before.due + 2)
    assert.equal(stats.queued, before.queued + 3)
    assert.closeTo(stats.oldestDueAgeMs!, 5_000, 1_000)
    await claimJobs([name], 1, 'stats-worker')
    stats = await queueStats(name)
    assert.equal(stats.running, before.running + 1)
    assert.equal(stats.due, before.due + 1)
    assert.equal(stats.queued, before.queued + 2)
    assert.closeTo(stats.oldestDueAgeMs!, 0, 1_000)
    await drainJobs(only(name))
    assert.equal((await queueStats(name)).doneRecently, before.doneRecently + 1)
  })
})
