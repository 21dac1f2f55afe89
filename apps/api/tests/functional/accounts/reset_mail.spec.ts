import { test } from '@japa/runner'
import { mailQueue } from '#core/mail/mail_queue'
import { OutboxTransport } from '#core/mail/outbox_transport'
import { rateLimits } from '#accounts/rate_limits'
import { createUser, outboxMailsTo } from '#tests/helpers'
import { fromAddress } from './from_address.js'

const originalSend = OutboxTransport.prototype.send

test.group('Password reset mail', (group) => {
  group.each.teardown(async () => {
    OutboxTransport.prototype.send = originalSend
    await mailQueue.idle()
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
    await mailQueue.idle()
    assert.lengthOf(await outboxMailsTo(user.email), 1)
  })

  test('a delivery that fails is tried again', async ({ client, assert }) => {
    const user = await createUser()
    const delays = mailQueue.retryDelaysMs
    mailQueue.retryDelaysMs = [10, 10]
    let attempts = 0
    OutboxTransport.prototype.send = async function (message) {
      attempts += 1
      if (attempts === 1) throw new Error('connection refused')
      return originalSend.call(this, message)
    }
    try {
      const response = await client.post('/api/v1/login/password/reset').json({ email: user.email })
      response.assertStatus(200)
      await mailQueue.idle()
      assert.equal(attempts, 2)
      assert.lengthOf(await outboxMailsTo(user.email), 1)
    } finally {
      mailQueue.retryDelaysMs = delays
    }
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
    await mailQueue.idle()
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
