import { test } from '@japa/runner'
import { paymentMessages } from '@kobza/contract'
import Withdrawal from '#payments/withdrawal'
import { artistBalance } from '#payments/actions/balance_of'
import { artistWithIncome, ledgerGroup, fanAndArtist, uah, withdraw } from './helpers.js'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

ledgerGroup('Balance and withdrawals', () => {
  test('only artists have a balance', async ({ client, assert }) => {
    const { fan } = await fanAndArtist()
    const response = await client.get('/api/v1/payments/balance').header('authorization', fan.bearer)
    response.assertStatus(403)
    assert.deepEqual(response.body(), { errors: [{ message: paymentMessages.artistsOnly }] })
    ;(await client.get('/api/v1/payments/balance')).assertStatus(401)
    const withdrawal = await withdraw(client, fan.bearer, 1)
    withdrawal.assertStatus(403)
  })

  test('an artist withdraws part of the balance; it moves to "withdrawing"', async ({ client, assert }) => {
    const { artist } = await artistWithIncome(client, 500)
    const response = await withdraw(client, artist.bearer, 120.25)
    response.assertStatus(201)
    assert.deepEqual(response.body().money, uah(120.25))
    assert.equal(response.body().status, 'REQUESTED')
    const balance = await client.get('/api/v1/payments/balance').header('authorization', artist.bearer)
    assert.deepEqual(balance.body(), { available: uah(379.75), held: uah(0), withdrawing: uah(120.25) })
  })

  test('a withdrawal above the available balance is refused', async ({ client, assert }) => {
    const { artist } = await artistWithIncome(client, 100)
    const response = await withdraw(client, artist.bearer, 100.01)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [
      { message: paymentMessages.withdrawalAboveBalance, field: 'money.amount' },
    ])
    assert.deepEqual(await artistBalance(artist.user.id), { available: 10_000n, held: 0n, withdrawing: 0n })
    assert.lengthOf(await Withdrawal.query().where('artist_id', artist.user.id), 0)
  })

  test('a withdrawal of nothing is refused', async ({ client, assert }) => {
    const { artist } = await artistWithIncome(client, 100)
    const response = await withdraw(client, artist.bearer, 0)
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, paymentMessages.withdrawalPositive)
  })

  test('two simultaneous withdrawals cannot both spend the same balance', async ({ client, assert }) => {
    const { artist } = await artistWithIncome(client, 100)
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${base()}/api/v1/payments/withdrawals`, {
          method: 'POST',
          headers: { authorization: artist.bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ money: uah(60) }),
        }).then((response) => response.status)
      )
    )
    assert.deepEqual(
      statuses.sort((a, b) => a - b),
      [201, 422, 422, 422, 422]
    )
    assert.deepEqual(await artistBalance(artist.user.id), { available: 4_000n, held: 0n, withdrawing: 6_000n })
  })
})
