import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { greetingMessages } from '@kobza/contract'
import { clock } from '#core/clock'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'
import { bearerFor } from '#tests/helpers'
import { ledgerGroup } from '../payments/helpers.js'
import { mp4Bytes } from '@kobza/testkit'
import { deliver, greetingPrice, waitingGreeting } from './helpers.js'

/*
 * Issue 31 item 7: a greeting cannot be delivered (and paid) after its deadline, whether or
 * not the expiry job has run: the refusal is decided in the settlement's own conditional
 * UPDATE, and a late attempt declines the order and returns the fan's money at once.
 */

const price = BigInt(greetingPrice) * 100n

/** A paid greeting waiting for the artist's video, with its row as stored. */
async function waitingWithRow(client: ApiClient) {
  const waiting = await waitingGreeting(client)
  return { ...waiting, row: await GreetingOrder.findOrFail(waiting.order.id) }
}

ledgerGroup('Video greetings: the deadline', () => {
  test('a delivery after the deadline, before the expiry job ran, is a 409 that declines the order and refunds the fan', async ({
    client,
    assert,
  }) => {
    const { fan, artist, order, row } = await waitingWithRow(client)

    // One second past the deadline; no job has run.
    clock.travel(row.deadlineAt.toMillis() - clock.now().toMillis() + 1000)
    const late = await deliver(client, await bearerFor(artist.user), order.id, mp4Bytes())
    late.assertStatus(409)
    assert.deepEqual(late.body(), { errors: [{ message: greetingMessages.deadlinePassed }] })

    const after = await GreetingOrder.findOrFail(order.id)
    assert.equal(after.status, 'DECLINED')
    assert.equal(after.declinedBy, 'DEADLINE')
    assert.isNull(after.videoKey)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
  })

  test('the settlement itself refuses a video that arrives after the deadline (the job and the early check aside)', async ({
    client,
    assert,
  }) => {
    const { fan, artist, order, row } = await waitingWithRow(client)

    // The upload began in time and finished just after the deadline.
    clock.travel(row.deadlineAt.toMillis() - clock.now().toMillis())
    try {
      await settleOrder(order.id, { to: 'COMPLETE', videoKey: 'private/late.mp4' })
      assert.fail('a late settlement was accepted')
    } catch (error) {
      assert.equal((error as { status?: number }).status, 409)
      assert.equal((error as Error).message, greetingMessages.deadlinePassed)
    }
    const after = await GreetingOrder.findOrFail(order.id)
    assert.equal(after.status, 'INIT')
    assert.isNull(after.videoKey)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: price, withdrawing: 0n })
    // Expiry still settles it: the fan gets the money back.
    await settleOrder(order.id, { to: 'DECLINED', by: 'DEADLINE' })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
  })

  test('a second before the deadline the settlement still completes', async ({ client, assert }) => {
    const { artist, order, row } = await waitingWithRow(client)
    clock.travel(row.deadlineAt.toMillis() - clock.now().toMillis() - 1000)
    const settled = await settleOrder(order.id, { to: 'COMPLETE', videoKey: 'private/in-time.mp4' })
    assert.equal(settled.status, 'COMPLETE')
    assert.deepEqual(await artistBalance(artist.user.id), { available: price, held: 0n, withdrawing: 0n })
  })
})
