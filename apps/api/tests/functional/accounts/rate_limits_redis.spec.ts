import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'

/*
 * With REDIS_URL set the limits live in Redis, shared by every API instance. The runner
 * enables this group when Redis answers (CI requires it: KOBZA_REQUIRE_REDIS=1).
 */
if (process.env.KOBZA_TEST_REDIS === '1') {
  test.group('Rate limits in Redis', () => {
    test('two limiter instances share one count through Redis', async ({ assert }) => {
      const key = `redis-test:${process.pid}:${Date.now()}`
      const options = { requests: 2, duration: '1 min' }
      // Two handles stand for two API instances: only the store connects them.
      const first = limiter.use('redis', options)
      const second = limiter.use('redis', options)
      await first.consume(key)
      await second.consume(key)
      await assert.rejects(() => first.consume(key), /Too many requests/)
      // Wiping the in-process store changes nothing: the count lives in Redis.
      await limiter.clear(['memory'])
      assert.equal(await second.remaining(key), 0)
      await first.delete(key)
      assert.equal(await second.remaining(key), 2)
    })
  })
}
