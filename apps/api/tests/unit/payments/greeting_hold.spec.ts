import { test } from '@japa/runner'
import { handleCallback } from '#payments/actions/handle_callback'
import { settleGreetingHold } from '#payments/actions/settle_greeting_hold'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { ledgerGroup, pendingOrder, sandboxCallback, sandboxRefund } from '#tests/functional/payments/helpers'

/*
 * Video greetings: the price is frozen when paid, reaches the artist on delivery and goes back
 * to the fan when the artist declines. The order is made as the purchase use case would make it
 * once the artist has a price (prices arrive with the profiles domain).
 */
async function paidGreeting(amount: bigint) {
  const { fan, artist, order } = await pendingOrder({
    goal: 'VID_CONGRATULATION',
    amount,
    userDesire: 'Happy birthday!',
  })
  const result = await handleCallback('sandbox', sandboxCallback(order))
  await order.refresh()
  return { fan, artist, order, result }
}

ledgerGroup('Video greeting holds', () => {
  test('a paid greeting is held, not available', async ({ assert }) => {
    const { artist, order, result } = await paidGreeting(50_000n)
    assert.equal(result.outcome, 'credited')
    assert.equal(order.holdStatus, 'HELD')
    assert.deepEqual(await artistBalance(artist.id), { available: 0n, held: 50_000n, withdrawing: 0n })
  })

  test('delivery releases the price to the artist', async ({ assert }) => {
    const { fan, artist, order } = await paidGreeting(50_000n)
    await settleGreetingHold(order.uuid, 'release')
    assert.deepEqual(await artistBalance(artist.id), { available: 50_000n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.id)), 0n)
  })

  test('a decline returns the price to the fan', async ({ assert }) => {
    const { fan, artist, order } = await paidGreeting(30_000n)
    await settleGreetingHold(order.uuid, 'return')
    assert.deepEqual(await artistBalance(artist.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.id)), 30_000n)
  })

  test('a hold ends once: a second release, or a decline after it, is refused', async ({ assert }) => {
    const { artist, order } = await paidGreeting(10_000n)
    await settleGreetingHold(order.uuid, 'release')
    await assert.rejects(() => settleGreetingHold(order.uuid, 'release'), 'This order is not awaiting delivery')
    await assert.rejects(() => settleGreetingHold(order.uuid, 'return'), 'This order is not awaiting delivery')
    assert.equal((await artistBalance(artist.id)).available, 10_000n)
  })

  test('a refund takes the price back from wherever it is: the hold, or the artist after delivery', async ({
    assert,
  }) => {
    const held = await paidGreeting(20_000n)
    assert.equal((await handleCallback('sandbox', sandboxRefund(held.order))).outcome, 'reversed')
    assert.deepEqual(await artistBalance(held.artist.id), { available: 0n, held: 0n, withdrawing: 0n })
    await assert.rejects(() => settleGreetingHold(held.order.uuid, 'release'), 'This order is not awaiting delivery')

    const delivered = await paidGreeting(20_000n)
    await settleGreetingHold(delivered.order.uuid, 'release')
    assert.equal((await handleCallback('sandbox', sandboxRefund(delivered.order))).outcome, 'reversed')
    assert.deepEqual(await artistBalance(delivered.artist.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(delivered.fan.id)), 0n)
  })

  test('an unpaid greeting has nothing to release', async ({ assert }) => {
    const { order } = await pendingOrder({ goal: 'VID_CONGRATULATION', amount: 10_000n, userDesire: 'Hi' })
    await assert.rejects(() => settleGreetingHold(order.uuid, 'release'), 'This order is not awaiting delivery')
  })
})
