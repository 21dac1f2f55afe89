import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { messages } from '@kobza/contract'
import { Subscription } from '#subscriptions/public'
import { artistBalance } from '#payments/actions/balance_of'
import { createUser, signedIn } from '#tests/helpers'
import { ledgerGroup, withdrawalRequested } from '../payments/helpers.js'
import { greetingPrice, ordersOf, paidGreeting } from '../greetings/helpers.js'

/** A fan subscribed to two artists (one cancelled, one lapsed) and an artist with two subscribers. */
async function subscriptions() {
  const fan = await createUser()
  const otherFan = await createUser()
  const [first, second, lapsed] = [await createUser(), await createUser(), await createUser()]
  const now = DateTime.utc()
  const toFirst = await Subscription.create({ fanId: fan.id, artistId: first.id, activeUntil: now.plus({ days: 10 }) })
  const toSecond = await Subscription.create({
    fanId: fan.id,
    artistId: second.id,
    activeUntil: now.plus({ days: 20 }),
    cancelledAt: now,
  })
  const toLapsed = await Subscription.create({
    fanId: fan.id,
    artistId: lapsed.id,
    activeUntil: now.minus({ days: 1 }),
  })
  const otherToFirst = await Subscription.create({
    fanId: otherFan.id,
    artistId: first.id,
    activeUntil: now.plus({ days: 5 }),
  })
  return { fan, otherFan, first, second, lapsed, toFirst, toSecond, toLapsed, otherToFirst }
}

test.group('Console: subscriptions', () => {
  test('anonymous 401, a fan and a judge 403, a moderator and an administrator 200', async ({ client, assert }) => {
    const anonymous = await client.get('/admin/api/subscriptions')
    anonymous.assertStatus(401)
    assert.isString(anonymous.body().errors[0].message)
    for (const held of [[], ['ARTIST'], ['JUDGE_HALL_OF_FAME']] as const) {
      const { bearer } = await signedIn({ authorities: [...held] })
      const refused = await client.get('/admin/api/subscriptions').header('authorization', bearer)
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { errors: [{ message: messages.forbidden }] })
    }
    for (const authority of ['MODERATOR', 'ADMIN'] as const) {
      const { bearer } = await signedIn({ authorities: [authority] })
      ;(await client.get('/admin/api/subscriptions').header('authorization', bearer)).assertStatus(200)
    }
  })

  test("a fan's subscriptions: both parties, activeUntil, active and cancelled, newest first", async ({
    client,
    assert,
  }) => {
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const s = await subscriptions()
    const response = await client
      .get('/admin/api/subscriptions')
      .qs({ filter: JSON.stringify({ fanId: s.fan.id }) })
      .header('authorization', bearer)
    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'subscriptions 0-2/3')
    assert.deepEqual(
      response
        .body()
        .map((row: { id: number; artistId: number; active: boolean; cancelled: boolean }) => [
          row.id,
          row.artistId,
          row.active,
          row.cancelled,
        ]),
      [
        [s.toLapsed.id, s.lapsed.id, false, false],
        [s.toSecond.id, s.second.id, true, true],
        [s.toFirst.id, s.first.id, true, false],
      ]
    )
    const [, cancelled] = response.body()
    assert.deepEqual(Object.keys(cancelled).sort(), [
      'active',
      'activeUntil',
      'artist',
      'artistId',
      'cancelled',
      'cancelledAt',
      'createdAt',
      'fan',
      'fanId',
      'id',
    ])
    assert.deepEqual(cancelled.fan, { id: s.fan.id, nickName: s.fan.nickName, email: s.fan.email })
    assert.deepEqual(cancelled.artist, { id: s.second.id, nickName: s.second.nickName, email: s.second.email })
    // SQLite keeps whole seconds, PostgreSQL milliseconds: the same instant to the second.
    assert.equal(
      DateTime.fromISO(cancelled.activeUntil).toUTC().startOf('second').toISO(),
      s.toSecond.activeUntil.toUTC().startOf('second').toISO()
    )
    assert.isString(cancelled.cancelledAt)

    const active = await client
      .get('/admin/api/subscriptions')
      .qs({ filter: JSON.stringify({ fanId: s.fan.id, active: true }), sort: JSON.stringify(['activeUntil', 'ASC']) })
      .header('authorization', bearer)
    assert.deepEqual(
      active.body().map((row: { id: number }) => row.id),
      [s.toFirst.id, s.toSecond.id]
    )
  })

  test("an artist's subscribers, paged with Content-Range; the record and a missing id", async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const s = await subscriptions()
    const page = await client
      .get('/admin/api/subscriptions')
      .qs({
        filter: JSON.stringify({ artistId: s.first.id }),
        sort: JSON.stringify(['id', 'ASC']),
        range: JSON.stringify([1, 1]),
      })
      .header('authorization', bearer)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'subscriptions 1-1/2')
    assert.deepEqual(
      page.body().map((row: { fanId: number }) => row.fanId),
      [s.otherFan.id]
    )

    const one = await client.get(`/admin/api/subscriptions/${s.toFirst.id}`).header('authorization', bearer)
    one.assertStatus(200)
    assert.include(one.body(), { id: s.toFirst.id, fanId: s.fan.id, artistId: s.first.id, active: true })
    const missing = await client.get('/admin/api/subscriptions/999999').header('authorization', bearer)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { errors: [{ message: 'Subscription not found' }] })

    const badSort = await client
      .get('/admin/api/subscriptions')
      .qs({ sort: JSON.stringify(['fan_id', 'ASC']) })
      .header('authorization', bearer)
    badSort.assertStatus(400)
    assert.deepEqual(badSort.body(), {
      errors: [{ message: 'Sorting is possible by: id, createdAt, activeUntil, cancelledAt' }],
    })

    const artistPage = await client.get(`/admin/api/users/${s.first.id}`).header('authorization', bearer)
    artistPage.assertStatus(200)
    assert.equal(artistPage.body().activeSubscribers, 2)
  })
})

ledgerGroup("Console: a user's balance", () => {
  test("the user's record carries the artist's available, held and withdrawing amounts and the fan's balance", async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { fan, artist } = await withdrawalRequested(client, 300, 100)
    await paidGreeting(client, fan, artist)

    const ledger = await artistBalance(artist.user.id)
    const artistPage = await client.get(`/admin/api/users/${artist.user.id}`).header('authorization', moderator.bearer)
    artistPage.assertStatus(200)
    assert.deepEqual(artistPage.body().balance, {
      available: Number(ledger.available) / 100,
      held: greetingPrice,
      withdrawing: 100,
      fan: 0,
    })
    assert.isAbove(artistPage.body().balance.available, 0)
    assert.equal(artistPage.body().activeSubscribers, 0)

    // A refunded greeting's price lands in the fan's balance with the platform.
    const [order] = await ordersOf(client, artist.bearer, true)
    ;(
      await client
        .post(`/admin/api/greeting-orders/${order!.id}/refunds`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Refund for the balance test' })
    ).assertStatus(200)
    const fanPage = await client.get(`/admin/api/users/${fan.user.id}`).header('authorization', moderator.bearer)
    fanPage.assertStatus(200)
    assert.deepEqual(fanPage.body().balance, { available: 0, held: 0, withdrawing: 0, fan: greetingPrice })
    const after = await client.get(`/admin/api/users/${artist.user.id}`).header('authorization', moderator.bearer)
    assert.equal(after.body().balance.held, 0)

    // The list stays light: no balance per row.
    const list = await client
      .get('/admin/api/users')
      .qs({ filter: JSON.stringify({ q: fan.user.email }) })
      .header('authorization', moderator.bearer)
    assert.notProperty(list.body()[0], 'balance')
  })
})
