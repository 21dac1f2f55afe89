import { test } from '@japa/runner'
import { messages } from '@kobza/contract'
import { rateLimits } from '#accounts/rate_limits'
import { createUser, TEST_PASSWORD } from '#tests/helpers'

test.group('Rate limits', () => {
  test('repeated wrong passwords lock that account, answering 429 with Retry-After', async ({ client, assert }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < rateLimits.loginFailuresPerAccount.requests; attempt += 1) {
      ;(await client.post('/api/v1/login').json({ username: user.email, password: 'wrong' })).assertStatus(401)
    }
    const locked = await client.post('/api/v1/login').json({ username: user.email, password: TEST_PASSWORD })
    locked.assertStatus(429)
    assert.equal(locked.body().errors[0].message, messages.tooManyRequests)
    assert.isAbove(Number(locked.header('retry-after')), 0)
    const other = await createUser()
    ;(await client.post('/api/v1/login').json({ username: other.email, password: TEST_PASSWORD })).assertStatus(200)
  })

  test('successful logins do not count against the account', async ({ client }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < rateLimits.loginFailuresPerAccount.requests + 2; attempt += 1) {
      ;(await client.post('/api/v1/login').json({ username: user.email, password: TEST_PASSWORD })).assertStatus(200)
    }
  })

  test('password reset requests are limited per address', async ({ client }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < rateLimits.passwordResetPerAccount.requests; attempt += 1) {
      ;(await client.post('/api/v1/login/password/reset').json({ email: user.email })).assertStatus(200)
    }
    ;(await client.post('/api/v1/login/password/reset').json({ email: user.email })).assertStatus(429)
  })

  test('sign-ups are limited per IP', async ({ client }) => {
    for (let attempt = 0; attempt < rateLimits.signUpPerIp.requests; attempt += 1) {
      ;(await client.post('/api/v1/sign-up').json({})).assertStatus(422)
    }
    ;(await client.post('/api/v1/sign-up').json({})).assertStatus(429)
  })
})
