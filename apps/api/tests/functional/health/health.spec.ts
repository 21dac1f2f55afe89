import { test } from '@japa/runner'

test.group('Health and server time', () => {
  test('health checks the database', async ({ client, assert }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    assert.isTrue(response.body().checks.database.ok)
  })

  test('getServerTime answers the current time as ISO and epoch seconds', async ({ client, assert }) => {
    const before = Math.floor(Date.now() / 1000)
    const response = await client.get('/api/v1/getServerTime')
    const after = Math.ceil(Date.now() / 1000)
    response.assertStatus(200)
    const { serverTime, epochSeconds } = response.body()
    assert.isAtLeast(epochSeconds, before)
    assert.isAtMost(epochSeconds, after)
    assert.equal(Math.floor(Date.parse(serverTime) / 1000), epochSeconds)
  })
})
