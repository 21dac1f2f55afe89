import { test } from '@japa/runner'
import { messages } from '@kobza/contract'
import { rateLimits } from '#accounts/rate_limits'
import { createUser, signedIn, TEST_PASSWORD } from '#tests/helpers'
import { fromAddress } from './from_address.js'

const attacker = '127.0.0.2'
const owner = '127.0.0.1'

async function hammer(email: string, times: number, address = attacker) {
  const statuses: number[] = []
  for (let attempt = 0; attempt < times; attempt += 1) {
    statuses.push((await fromAddress(address, 'POST', '/api/v1/login', { username: email, password: 'wrong' })).status)
  }
  return statuses
}

test.group('Wrong-password lockout', () => {
  test('the owner signs in from one address while another address hammers the account', async ({ assert }) => {
    const user = await createUser()
    const failures = rateLimits.loginFailuresPerAccount.requests
    assert.deepEqual(await hammer(user.email, failures), Array(failures).fill(401))
    // The hammering address is locked out of the account, even with the right password.
    const locked = await fromAddress(attacker, 'POST', '/api/v1/login', {
      username: user.email,
      password: TEST_PASSWORD,
    })
    assert.equal(locked.status, 429)
    assert.equal(locked.body.errors[0].message, messages.tooManyRequests)
    assert.isAbove(Number(locked.headers['retry-after']), 0)

    const signIn = await fromAddress(owner, 'POST', '/api/v1/login', { username: user.email, password: TEST_PASSWORD })
    assert.equal(signIn.status, 200)
    assert.equal(signIn.body.uuid, user.uuid)
    // Still locked for the attacker after the owner's success.
    assert.deepEqual(await hammer(user.email, 1), [429])
  })

  test('an account failing from many addresses answers slower, to everyone, before the check', async ({ assert }) => {
    const user = await createUser()
    await hammer(user.email, rateLimits.loginSlowdownPerAccount.requests)
    const started = performance.now()
    const wrong = await fromAddress('127.0.0.3', 'POST', '/api/v1/login', { username: user.email, password: 'wrong' })
    assert.equal(wrong.status, 401)
    assert.isAtLeast(performance.now() - started, rateLimits.loginSlowdownPerAccount.delayMs)
    const right = await fromAddress(owner, 'POST', '/api/v1/login', { username: user.email, password: TEST_PASSWORD })
    assert.equal(right.status, 200)
  })

  test('login is limited to 30 requests a minute per address, whatever the account', async ({ assert }) => {
    const statuses: number[] = []
    for (let attempt = 0; attempt <= rateLimits.loginPerIp.requests; attempt += 1) {
      const body = { username: `nobody${attempt}@example.test`, password: 'wrong' }
      statuses.push((await fromAddress('127.0.0.4', 'POST', '/api/v1/login', body)).status)
    }
    assert.deepEqual(statuses, [...Array(rateLimits.loginPerIp.requests).fill(401), 429])
    // Another address is not affected.
    const other = await fromAddress('127.0.0.5', 'POST', '/api/v1/login', { username: 'x@example.test', password: 'y' })
    assert.equal(other.status, 401)
  }).timeout(60_000)
})

test.group('Re-authentication limits', () => {
  const changes = [
    [
      'PATCH',
      '/api/v1/account/password',
      (password: string) => ({ currentPassword: password, newPassword: 'Brand-New-2026' }),
    ],
    ['POST', '/api/v1/account/email', (password: string) => ({ email: `moved${Date.now()}@example.test`, password })],
    ['DELETE', '/api/v1/account', (password: string) => ({ password })],
  ] as const

  for (const [method, path, body] of changes) {
    test(`${method} ${path} counts wrong current passwords like login`, async ({ assert }) => {
      const session = await signedIn()
      const headers = { authorization: session.bearer }
      for (let attempt = 0; attempt < rateLimits.loginFailuresPerAccount.requests; attempt += 1) {
        assert.equal((await fromAddress(owner, method, path, body('wrong-guess'), headers)).status, 422)
      }
      const guessed = await fromAddress(owner, method, path, body(TEST_PASSWORD), headers)
      assert.equal(guessed.status, 429)
      // The same client is now locked out of signing in to that account too.
      const login = await fromAddress(owner, 'POST', '/api/v1/login', {
        username: session.user.email,
        password: TEST_PASSWORD,
      })
      assert.equal(login.status, 429)
    })
  }
})
