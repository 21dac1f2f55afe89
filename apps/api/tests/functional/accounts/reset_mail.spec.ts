import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { OutboxTransport } from '#core/mail/outbox_transport'
import { MAIL_ATTEMPTS, MAIL_BACKOFF_MS, MAIL_JOB } from '#core/mail/outbox'
import { retryJobs } from '#core/jobs/jobs'
import { rateLimits } from '#accounts/rate_limits'
import { createUser, outboxMailsTo, runJobs } from '#tests/helpers'
import { fromAddress } from './from_address.js'

const originalSend = OutboxTransport.prototype.send

/** The mail jobs queued for `address`'s reset, newest last (the address itself is sealed: found by time). */
const mailJobsSince = (since: number) =>
  db.from('jobs').where('name', MAIL_JOB).where('created_at', '>=', since).orderBy('id', 'asc')

test.group('Password reset mail', (group) => {
  group.each.teardown(async () => {
    OutboxTransport.prototype.send = originalSend
    clock.reset()
    await runJobs()
  })

  test('the answer does not wait for the mail server', async ({ assert }) => {
    const user = await createUser()
    let release!: () => void
    const slowServer = new Promise<void>((resolve) => (release = resolve))
    OutboxTransport.prototype.send = async function (message) {
      await slowServer
      return originalSend.call(this, message)
    }
    try {
      const answer = fromAddress('127.0.0.1', 'POST', '/api/v1/login/password/reset', { email: user.email })
      // Bounds a wrong (waiting) server so the test fails instead of hanging; a right one answers at once.
      const bound = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 5_000).unref())
      const outcome = await Promise.race([answer, bound])
      assert.notEqual(outcome, 'still waiting')
      assert.equal(outcome !== 'still waiting' && outcome.status, 200)
      assert.lengthOf(await outboxMailsTo(user.email), 0)
    } finally {
      release()
    }
    await runJobs()
    assert.lengthOf(await outboxMailsTo(user.email), 1)
  })

  test('a delivery that fails is tried again after a backoff', async ({ client, assert }) => {
    const user = await createUser()
    const since = clock.millis()
    let attempts = 0
    OutboxTransport.prototype.send = async function (message) {
      attempts += 1
      if (attempts === 1) throw new Error('connection refused')
      return originalSend.call(this, message)
    }
    const response = await client.post('/api/v1/login/password/reset').json({ email: user.email })
    response.assertStatus(200)
    assert.equal(attempts, 1)
    const [job] = await mailJobsSince(since)
    assert.include(job, { status: 'queued', last_error: 'connection refused' })
    assert.equal(Number(job.attempts), 1)
    assert.closeTo(Number(job.run_at) - clock.millis(), MAIL_BACKOFF_MS, 1_000)
    // Not before its time…
    clock.travel(MAIL_BACKOFF_MS - 2_000)
    await runJobs()
    assert.equal(attempts, 1)
    assert.lengthOf(await outboxMailsTo(user.email), 0)
    // …then once.
    clock.travel(2_000)
    await runJobs()
    assert.equal(attempts, 2)
    assert.lengthOf(await outboxMailsTo(user.email), 1)
    const [sent] = await mailJobsSince(since)
    assert.include(sent, { status: 'done', payload: '{}' })
  })

  test('a transport that keeps failing: doubling waits, then failed with its error; an operator retry sends it once', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const since = clock.millis()
    let attempts = 0
    OutboxTransport.prototype.send = async function () {
      attempts += 1
      throw new Error(`SMTP 451 try ${attempts}`)
    }
    ;(await client.post('/api/v1/login/password/reset').json({ email: user.email })).assertStatus(200)
    const waits: number[] = []
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt += 1) {
      const [job] = await mailJobsSince(since)
      assert.equal(job.status, 'queued')
      waits.push(Math.round((Number(job.run_at) - clock.millis()) / 1000))
      clock.travel(Number(job.run_at) - clock.millis())
      await runJobs()
    }
    assert.deepEqual(waits, [15, 30, 60, 120, 240, 480, 960])
    assert.equal(attempts, MAIL_ATTEMPTS)
    const [failed] = await mailJobsSince(since)
    assert.include(failed, { status: 'failed', last_error: `SMTP 451 try ${MAIL_ATTEMPTS}` })
    clock.travel(3_600_000)
    await runJobs()
    assert.equal(attempts, MAIL_ATTEMPTS, 'a failed mail is not tried again by itself')
    assert.lengthOf(await outboxMailsTo(user.email), 0)

    OutboxTransport.prototype.send = originalSend
    assert.deepEqual(await retryJobs({ name: MAIL_JOB, ids: [Number(failed.id)] }), [Number(failed.id)])
    await runJobs()
    await runJobs()
    assert.lengthOf(await outboxMailsTo(user.email), 1)
  })

  test('a stranger cannot use up the owner’s reset allowance', async ({ assert }) => {
    const user = await createUser()
    const allowance = rateLimits.passwordResetPerAccount.requests
    for (let attempt = 0; attempt < allowance; attempt += 1) {
      const status = (await fromAddress('127.0.0.2', 'POST', '/api/v1/login/password/reset', { email: user.email }))
        .status
      assert.equal(status, 200)
    }
    const spent = await fromAddress('127.0.0.2', 'POST', '/api/v1/login/password/reset', { email: user.email })
    assert.equal(spent.status, 429)
    const owner = await fromAddress('127.0.0.1', 'POST', '/api/v1/login/password/reset', { email: user.email })
    assert.equal(owner.status, 200)
    await runJobs()
    assert.lengthOf(await outboxMailsTo(user.email), allowance + 1)
  })

  test('reset requests are limited per address whatever the e-mail', async ({ assert }) => {
    const statuses: number[] = []
    for (let attempt = 0; attempt <= rateLimits.passwordResetPerIp.requests; attempt += 1) {
      const body = { email: `someone${attempt}@example.test` }
      statuses.push((await fromAddress('127.0.0.6', 'POST', '/api/v1/login/password/reset', body)).status)
    }
    assert.deepEqual(statuses, [...Array(rateLimits.passwordResetPerIp.requests).fill(200), 429])
  })
})
