import { test } from '@japa/runner'
import { accountFlowMessages, messages } from '@kobza/contract'
import { rateLimits } from '#accounts/public'
import env from '#start/env'
import { createUser } from '#tests/helpers'

/*
 * Issue 31 item 12. The spec signs a new user in at once, so sign-up cannot hide that an
 * address is taken: a probe with a registered address answers "already registered". What
 * bounds an enumerator is the per-IP sign-up allowance, which SECURITY.md states per hour;
 * this proves the figure: every probe counts (a refused one too), and past the allowance the
 * answer is a 429 that no longer says whether the address is registered.
 */

const probe = (email: string) => ({
  email,
  password: 'Strong#Pass1',
  publicName: 'Перевірка',
  dateOfBirth: '1990-01-01',
  isArtist: false,
  signUpType: 'KOBZA',
})

test.group('Sign-up enumeration is bounded by the per-IP allowance', () => {
  test('an enumerator learns about exactly the allowance of addresses per hour from one address', async ({
    client,
    assert,
  }) => {
    const perHour = rateLimits.signUpPerIp.requests * Math.max(1, env.get('RATE_LIMIT_FACTOR') ?? 1)
    assert.equal(rateLimits.signUpPerIp.duration, '1 hour')
    // SECURITY.md states this figure for the default settings.
    assert.equal(rateLimits.signUpPerIp.requests, 10)

    const registered = await createUser()
    for (let attempt = 0; attempt < perHour; attempt += 1) {
      const answer = await client.post('/api/v1/sign-up').json(probe(registered.email))
      answer.assertStatus(422)
      assert.deepEqual(answer.body().errors, [{ message: accountFlowMessages.emailTaken, field: 'email' }])
    }
    // The next probe, registered address or not, says nothing about it.
    for (const email of [registered.email, `nobody${Date.now()}@example.test`]) {
      const limited = await client.post('/api/v1/sign-up').json(probe(email))
      limited.assertStatus(429)
      assert.deepEqual(limited.body(), { errors: [{ message: messages.tooManyRequests }] })
      assert.isAbove(Number(limited.header('retry-after')), 3000)
    }
  })
})
