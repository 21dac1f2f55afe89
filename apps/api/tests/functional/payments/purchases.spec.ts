import { test } from '@japa/runner'
import { limits, paymentMessages } from '@kobza/contract'
import Purchase from '#payments/purchase'
import { artistBalance } from '#payments/actions/balance_of'
import { ledgerGroup, createUser, donate, fanAndArtist, purchase, setTestPrices, uah } from './helpers.js'

ledgerGroup('Purchases', () => {
  test('a purchase needs a session', async ({ client }) => {
    const artist = await createUser({ authorities: ['ARTIST'] })
    const response = await client
      .post('/api/v1/payments/purchases')
      .json({ paymentGoal: 'DONATE', money: uah(100), artistUuid: artist.uuid })
    response.assertStatus(401)
  })

  test('a donation answers a checkout URL and records a pending order in kopiyky', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const response = await donate(client, fan.bearer, artist.user.uuid, 123.45)
    response.assertStatus(201)
    const checkoutUrl = new URL(response.body().checkoutUrl)
    assert.match(checkoutUrl.pathname, /^\/payments\/sandbox\/checkout\/[0-9a-f-]{36}$/)
    const order = await Purchase.query().where('uuid', checkoutUrl.pathname.split('/').pop()!).firstOrFail()
    assert.equal(order.amount, 12_345n)
    assert.equal(order.status, 'PENDING')
    assert.equal(order.payerId, fan.user.id)
    assert.equal(order.artistId, artist.user.id)
    // Nothing is credited before the provider confirms.
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
  })

  test('donations of 1 and 10,000 UAH are accepted (the terms reading)', async ({ client }) => {
    const { fan, artist } = await fanAndArtist()
    for (const amount of [limits.donation.min, limits.donation.max]) {
      const response = await donate(client, fan.bearer, artist.user.uuid, amount)
      response.assertStatus(201)
    }
  })

  test('a donation of {$self} UAH is refused')
    .with([0, 0.99, 10_000.01, 10_001, -5])
    .run(async ({ client, assert }, amount) => {
      const { fan, artist } = await fanAndArtist()
      const response = await donate(client, fan.bearer, artist.user.uuid, amount)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ message: paymentMessages.donationRange, field: 'money.amount' }])
      assert.equal((await Purchase.query().where('payer_id', fan.user.id)).length, 0)
    })

  test('an amount with fractions of a kopiyka, or another currency, is refused', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const fraction = await donate(client, fan.bearer, artist.user.uuid, 100.005)
    fraction.assertStatus(422)
    assert.equal(fraction.body().errors[0].field, 'money.amount')
    const dollars = await client
      .post('/api/v1/payments/purchases')
      .header('authorization', fan.bearer)
      .json({ paymentGoal: 'DONATE', money: { amount: 100, currency: 'USD' }, artistUuid: artist.user.uuid })
    dollars.assertStatus(422)
    assert.equal(dollars.body().errors[0].field, 'money.currency')
  })

  test('nobody pays themselves', async ({ client, assert }) => {
    const { artist } = await fanAndArtist()
    const response = await donate(client, artist.bearer, artist.user.uuid, 100)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: paymentMessages.ownPurchase, field: 'artistUuid' }])
  })

  test('only an artist can be paid', async ({ client, assert }) => {
    const { fan } = await fanAndArtist()
    const listener = await createUser()
    const response = await donate(client, fan.bearer, listener.uuid, 100)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: paymentMessages.notAnArtist, field: 'artistUuid' }])
  })

  test('a blocked artist cannot be paid', async ({ client, assert }) => {
    const { fan } = await fanAndArtist()
    const blocked = await createUser({ authorities: ['ARTIST'], status: 'BLOCKED' })
    const response = await donate(client, fan.bearer, blocked.uuid, 100)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: paymentMessages.artistUnavailable, field: 'artistUuid' }])
  })

  test('a blocked fan cannot pay: the session stops working', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    fan.user.status = 'BLOCKED'
    await fan.user.save()
    const response = await donate(client, fan.bearer, artist.user.uuid, 100)
    response.assertStatus(401)
    assert.equal((await Purchase.query().where('payer_id', fan.user.id)).length, 0)
  })

  test('an unknown artist is a 404', async ({ client }) => {
    const { fan } = await fanAndArtist()
    const response = await donate(client, fan.bearer, '00000000-0000-4000-8000-000000000000', 100)
    response.assertStatus(404)
  })

  test('subscriptions and video greetings take the artist’s price, so none is sold before one is set (409)', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const subscribe = await purchase(client, fan.bearer, {
      paymentGoal: 'SUBSCRIBE',
      money: uah(50),
      artistUuid: artist.user.uuid,
    })
    subscribe.assertStatus(409)
    assert.deepEqual(subscribe.body().errors, [{ message: paymentMessages.noPrice }])
    const video = await purchase(client, fan.bearer, {
      paymentGoal: 'VID_CONGRATULATION',
      money: uah(500),
      artistUuid: artist.user.uuid,
      userDesire: 'Happy birthday, Olena!',
    })
    video.assertStatus(409)
  })

  test('amount tampering: a subscription or greeting for another amount than the artist’s price is refused', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    await setTestPrices(artist.user.id)
    const cheaper = await purchase(client, fan.bearer, {
      paymentGoal: 'SUBSCRIBE',
      money: uah(1),
      artistUuid: artist.user.uuid,
    })
    cheaper.assertStatus(422)
    assert.deepEqual(cheaper.body().errors, [{ message: paymentMessages.amountMismatch, field: 'money.amount' }])
    const video = await purchase(client, fan.bearer, {
      paymentGoal: 'VID_CONGRATULATION',
      money: uah(499.99),
      artistUuid: artist.user.uuid,
      userDesire: 'Happy birthday!',
    })
    video.assertStatus(422)
    assert.equal((await Purchase.query().where('payer_id', fan.user.id)).length, 0)

    const subscribe = await purchase(client, fan.bearer, {
      paymentGoal: 'SUBSCRIBE',
      money: uah(99),
      artistUuid: artist.user.uuid,
    })
    subscribe.assertStatus(201)
    const greeting = await purchase(client, fan.bearer, {
      paymentGoal: 'VID_CONGRATULATION',
      money: uah(500),
      artistUuid: artist.user.uuid,
      userDesire: 'Happy birthday!',
    })
    greeting.assertStatus(201)
    const orders = await Purchase.query().where('payer_id', fan.user.id).orderBy('id')
    assert.deepEqual(
      orders.map((order) => [order.goal, order.amount, order.userDesire]),
      [
        ['SUBSCRIBE', 9_900n, null],
        ['VID_CONGRATULATION', 50_000n, 'Happy birthday!'],
      ]
    )
  })

  test('a video greeting needs the fan’s wish', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const response = await purchase(client, fan.bearer, {
      paymentGoal: 'VID_CONGRATULATION',
      money: uah(500),
      artistUuid: artist.user.uuid,
      userDesire: '  ',
    })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: paymentMessages.desireRequired, field: 'userDesire' }])
  })
})
