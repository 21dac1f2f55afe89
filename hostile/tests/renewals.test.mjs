/*
 * Issue 31 item 4 against the production build: two signed subscription callbacks for two
 * payments, sent at the same moment to the real process on PostgreSQL, give two months. Each
 * renewal reads and moves the paid-until date under the subscription row's lock; without it
 * both read the same end date and the fan paid twice for one month.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { call, login } from '../lib/http.mjs'
import { sandboxSuccess, startPlatform } from '../lib/platform.mjs'

let platform

before(async () => {
  platform = await startPlatform('renewals', Number(process.env.HOSTILE_BASE_PORT) + 66)
})
after(() => platform?.dispose())

async function paidUntil(fanId, artistId) {
  const [row] = await platform.query('SELECT active_until FROM subscriptions WHERE fan_id = $1 AND artist_id = $2', [
    fanId,
    artistId,
  ])
  return row ? new Date(row.active_until) : null
}

const plusMonths = (date, months) => {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

describe('Concurrent subscription renewals', () => {
  test('two concurrent renewals give two months', async () => {
    const fan = await login(platform, 'fan3@kobza.local')
    const artist = await login(platform, 'artist3@kobza.local')
    const [{ id: fanId }] = await platform.query('SELECT id FROM users WHERE uuid = $1', [fan.user.uuid])
    const [{ id: artistId }] = await platform.query('SELECT id FROM users WHERE uuid = $1', [artist.user.uuid])
    const [{ subscribe_price: price }] = await platform.query(
      'SELECT subscribe_price FROM service_prices WHERE user_id = $1',
      [artistId]
    )
    const order = async () => {
      const answer = await call(platform, 'POST', '/api/v1/payments/purchases', {
        token: fan.token,
        json: {
          paymentGoal: 'SUBSCRIBE',
          money: { amount: Number(price), currency: 'UAH' },
          artistUuid: artist.user.uuid,
        },
      })
      assert.equal(answer.status, 201, JSON.stringify(answer.body))
      return new URL(answer.body.checkoutUrl).pathname.split('/').pop()
    }
    const send = (uuid) =>
      call(platform, 'POST', '/api/v1/payments/callbacks/sandbox', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: sandboxSuccess(uuid, Number(price), 'renewal').toString(),
      })

    // A running subscription first, so both renewals extend the same end date.
    assert.equal((await send(await order())).status, 200)
    const before = await paidUntil(fanId, artistId)
    assert.ok(before > new Date(), 'the first payment opened the subscription')

    for (let round = 0; round < 3; round += 1) {
      const start = await paidUntil(fanId, artistId)
      const uuids = [await order(), await order()]
      const answers = await Promise.all(uuids.map(send))
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200],
        JSON.stringify(answers.map((answer) => answer.body))
      )
      assert.equal(
        (await paidUntil(fanId, artistId)).toISOString(),
        plusMonths(start, 2).toISOString(),
        `round ${round}: two payments, two months`
      )
    }
    const rows = await platform.query(
      'SELECT count(*)::int AS n FROM subscriptions WHERE fan_id = $1 AND artist_id = $2',
      [fanId, artistId]
    )
    assert.equal(rows[0].n, 1)
  })
})
