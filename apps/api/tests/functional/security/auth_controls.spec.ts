import { test } from '@japa/runner'
import { inspect } from 'node:util'
import { DateTime } from 'luxon'
import { Logger } from '@adonisjs/core/logger'
import { messages } from '@kobza/contract'
import AccountToken from '#accounts/account_token'
import { rateLimits } from '#accounts/rate_limits'
import { createUser, outboxMailsTo, TEST_PASSWORD, tokenFromLink } from '#tests/helpers'

/*
 * The account controls the rest of tests/functional/accounts does not already prove (see
 * SECURITY.md for the map): every log line written while tokens are issued, rotated and mailed
 * is free of them; tokens and link keys are long and unpredictable; link keys cannot be guessed
 * at speed; reset keys live an hour and serve once.
 */

/** Everything the app's loggers are asked to write while `work` runs, whatever the level. */
async function logLinesDuring(work: () => Promise<void>): Promise<string[]> {
  const lines: string[] = []
  const original = Logger.prototype.log
  Logger.prototype.log = function (this: Logger, ...args: Parameters<Logger['log']>) {
    lines.push(inspect(args, { depth: 8, breakLength: Infinity }))
    return original.apply(this, args)
  }
  try {
    await work()
  } finally {
    Logger.prototype.log = original
  }
  return lines
}

test.group('Auth controls', () => {
  test('tokens and mailed keys never reach the log: sign-in, refresh, reuse, reset and e-mail change', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const secrets: string[] = []
    const lines = await logLinesDuring(async () => {
      const login = await client.post('/api/v1/login').json({ username: user.email, password: TEST_PASSWORD })
      login.assertStatus(200)
      secrets.push(login.body().access_token, login.body().refresh_token)
      const refreshed = await client.post('/api/v1/login/token/refresh').json({ refresh: login.body().refresh_token })
      refreshed.assertStatus(200)
      secrets.push(refreshed.body().access_token, refreshed.body().refresh_token)
      // A wrong and a malformed token take the error paths.
      ;(await client.post('/api/v1/login/token/refresh').json({ refresh: `${secrets[3]}x` })).assertStatus(401)
      ;(await client.get('/api/v1/account').header('authorization', `Bearer ${secrets[2]}x`)).assertStatus(401)

      await client.post('/api/v1/login/password/reset').json({ email: user.email })
      const resetKey = tokenFromLink((await outboxMailsTo(user.email)).at(-1)!.links[0]!, 'token')
      secrets.push(resetKey)
      const confirmed = await client
        .post(`/api/v1/login/password/reset/confirm/${resetKey}`)
        .json({ password: 'Brand-New-2026' })
      confirmed.assertStatus(200)

      const login2 = await client.post('/api/v1/login').json({ username: user.email, password: 'Brand-New-2026' })
      secrets.push(login2.body().access_token)
      const newEmail = `moved-${Date.now()}@example.test`
      ;(
        await client
          .post('/api/v1/account/email')
          .header('authorization', `Bearer ${login2.body().access_token}`)
          .json({ email: newEmail, password: 'Brand-New-2026' })
      ).assertStatus(200)
      const emailKey = tokenFromLink((await outboxMailsTo(newEmail)).at(-1)!.links[0]!, 'emailToken')
      secrets.push(emailKey)
      ;(await client.post(`/api/v1/account/email/confirm/${emailKey}`)).assertStatus(200)
    })
    // The outbox logged both mails: the log was listening, and the lines hold no key.
    assert.lengthOf(
      lines.filter((line) => line.includes('mail written to the outbox')),
      2
    )
    for (const secret of secrets) {
      assert.isAbove(secret.length, 20)
      assert.notExists(
        lines.find((line) => line.includes(secret)),
        'a token or key was logged'
      )
    }
  })

  test('access tokens, refresh tokens and reset keys are 256-bit random and never repeat', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const seen = new Set<string>()
    for (let round = 0; round < 5; round += 1) {
      const login = await client.post('/api/v1/login').json({ username: user.email, password: TEST_PASSWORD })
      login.assertStatus(200)
      for (const token of [login.body().access_token as string, login.body().refresh_token as string]) {
        // Base64url of at least 32 random bytes (the access token may carry more around them).
        assert.match(token, /^[A-Za-z0-9_.-]{43,}$/)
        seen.add(token)
      }
    }
    for (let round = 0; round < 3; round += 1) {
      await client.post('/api/v1/login/password/reset').json({ email: user.email })
      const key = tokenFromLink((await outboxMailsTo(user.email)).at(-1)!.links[0]!, 'token')
      assert.match(key, /^[A-Za-z0-9_-]{43}$/)
      seen.add(key)
    }
    assert.equal(seen.size, 13)
  })

  test('a reset key lives one hour and serves once', async ({ client, assert }) => {
    const user = await createUser()
    await client.post('/api/v1/login/password/reset').json({ email: user.email })
    const key = tokenFromLink((await outboxMailsTo(user.email)).at(-1)!.links[0]!, 'token')
    const row = await AccountToken.query().where('user_id', user.id).where('purpose', 'password_reset').firstOrFail()
    const lifetime = row.expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.isAbove(lifetime, 55)
    assert.isAtMost(lifetime, 60)
    const url = `/api/v1/login/password/reset/confirm/${key}`
    ;(await client.post(url).json({ password: 'Brand-New-2026' })).assertStatus(200)
    const again = await client.post(url).json({ password: 'Other-New-2026' })
    again.assertStatus(400)
    ;(await client.post('/api/v1/login').json({ username: user.email, password: 'Other-New-2026' })).assertStatus(401)
  })

  for (const [label, path, body] of [
    ['password reset', '/api/v1/login/password/reset/confirm/', { password: 'Brand-New-2026' }],
    ['e-mail change', '/api/v1/account/email/confirm/', undefined],
  ] as const) {
    test(`guessing ${label} keys: ${rateLimits.linkKeyFailuresPerIp.requests} wrong keys per address, then 429 even for the right one`, async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      await client.post('/api/v1/login/password/reset').json({ email: user.email })
      const realKey = tokenFromLink((await outboxMailsTo(user.email)).at(-1)!.links[0]!, 'token')
      const send = (key: string) => {
        const request = client.post(`${path}${key}`)
        return body ? request.json(body) : request
      }
      for (let attempt = 0; attempt < rateLimits.linkKeyFailuresPerIp.requests; attempt += 1) {
        ;(await send(`guess-${attempt}-${'x'.repeat(36)}`)).assertStatus(400)
      }
      const blocked = await send(realKey)
      blocked.assertStatus(429)
      assert.deepEqual(blocked.body(), { errors: [{ message: messages.tooManyRequests }] })
      assert.isAbove(Number(blocked.header('retry-after')), 0)
    })
  }
})
