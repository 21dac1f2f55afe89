import { test } from '@japa/runner'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'
import { durationToSeconds } from '#accounts/duration'
import { signedIn } from '#tests/helpers'

const intervalMs = () => durationToSeconds(kobzaConfig.refreshReuseInterval) * 1000

test.group('Refresh token reuse interval', (group) => {
  group.each.teardown(() => clock.reset())

  test('two tabs refreshing with one token at once both get the same successor pair', async ({ client, assert }) => {
    const session = await signedIn()
    const [first, second] = await Promise.all([
      client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token }),
      client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token }),
    ])
    first.assertStatus(200)
    second.assertStatus(200)
    assert.deepEqual(second.body(), first.body())
    const account = await client.get('/api/v1/account').header('authorization', `Bearer ${first.body().access_token}`)
    account.assertStatus(200)
  })

  test('a rotated token presented again inside the interval answers the same pair', async ({ client, assert }) => {
    const session = await signedIn()
    const first = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    first.assertStatus(200)
    clock.travel(intervalMs() - 1000)
    const retried = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    retried.assertStatus(200)
    assert.deepEqual(retried.body(), first.body())
    // The family lives on: the successor rotates as usual.
    const next = await client.post('/api/v1/login/token/refresh').json({ refresh: first.body().refresh_token })
    next.assertStatus(200)
    assert.notEqual(next.body().refresh_token, first.body().refresh_token)
  })

  test('after the interval, reuse still revokes the whole family', async ({ client }) => {
    const session = await signedIn()
    const first = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    first.assertStatus(200)
    clock.travel(intervalMs() + 1000)
    const late = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    late.assertStatus(401)
    const successor = await client.post('/api/v1/login/token/refresh').json({ refresh: first.body().refresh_token })
    successor.assertStatus(401)
    const access = await client.get('/api/v1/account').header('authorization', `Bearer ${first.body().access_token}`)
    access.assertStatus(401)
  })

  test('inside the interval, a token of a signed-out session yields nothing', async ({ client }) => {
    const session = await signedIn()
    const first = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    first.assertStatus(200)
    const logout = await client
      .post(`/api/v1/login/logout/${session.user.uuid}`)
      .header('authorization', `Bearer ${first.body().access_token}`)
    logout.assertStatus(204)
    const retried = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    retried.assertStatus(401)
  })
})
