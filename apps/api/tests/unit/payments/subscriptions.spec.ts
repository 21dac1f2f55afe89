import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Subscription, cancelSubscription } from '#subscriptions/public'
import { handleCallback } from '#payments/actions/handle_callback'
import { balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { ledgerGroup, createUser, pendingOrder, sandboxCallback } from '#tests/functional/payments/helpers'

/* The order as the purchase use case makes it once the artist has a price (prices come with profiles). */
async function paidSubscription(fanId: number, artistId: number) {
  const { order } = await pendingOrder(
    { goal: 'SUBSCRIBE', amount: 9_900n },
    { fan: { id: fanId }, artist: { id: artistId } }
  )
  return handleCallback('sandbox', sandboxCallback(order))
}

function subscriptionOf(fanId: number, artistId: number) {
  return Subscription.query().where({ fanId, artistId }).firstOrFail()
}

ledgerGroup('Paid subscriptions', () => {
  test('a paid subscription activates a month and credits the artist', async ({ assert }) => {
    const fan = await createUser()
    const artist = await createUser({ authorities: ['ARTIST'] })
    const before = DateTime.utc()
    assert.equal((await paidSubscription(fan.id, artist.id)).outcome, 'credited')
    const subscription = await subscriptionOf(fan.id, artist.id)
    const expected = before.plus({ months: 1 })
    assert.isBelow(Math.abs(subscription.activeUntil.diff(expected).as('minutes')), 5)
    assert.equal(await balanceOf(balanceAccounts.artist(artist.id)), 9_900n)
  })

  test('a second payment extends it by a month from its current end', async ({ assert }) => {
    const fan = await createUser()
    const artist = await createUser({ authorities: ['ARTIST'] })
    await paidSubscription(fan.id, artist.id)
    const firstEnd = (await subscriptionOf(fan.id, artist.id)).activeUntil
    await paidSubscription(fan.id, artist.id)
    const secondEnd = (await subscriptionOf(fan.id, artist.id)).activeUntil
    assert.isBelow(Math.abs(secondEnd.diff(firstEnd.plus({ months: 1 })).as('minutes')), 1)
    assert.lengthOf(await Subscription.query().where({ fanId: fan.id, artistId: artist.id }), 1)
  })

  test('a repeated callback does not extend it twice', async ({ assert }) => {
    const { fan, artist, order } = await pendingOrder({ goal: 'SUBSCRIBE', amount: 5_000n })
    await handleCallback('sandbox', sandboxCallback(order))
    const end = (await subscriptionOf(fan.id, artist.id)).activeUntil
    assert.equal((await handleCallback('sandbox', sandboxCallback(order))).outcome, 'duplicate')
    assert.equal((await subscriptionOf(fan.id, artist.id)).activeUntil.toMillis(), end.toMillis())
  })

  test('paying again while a cancelled subscription runs pays for the month after it and lifts the cancellation', async ({
    assert,
  }) => {
    const fan = await createUser()
    const artist = await createUser({ authorities: ['ARTIST'] })
    await paidSubscription(fan.id, artist.id)
    const paidUntil = (await subscriptionOf(fan.id, artist.id)).activeUntil
    await cancelSubscription(fan.id, artist.id, DateTime.utc())
    const cancelled = await subscriptionOf(fan.id, artist.id)
    assert.isNotNull(cancelled.cancelledAt)
    assert.equal(cancelled.activeUntil.toMillis(), paidUntil.toMillis())

    assert.equal((await paidSubscription(fan.id, artist.id)).outcome, 'credited')
    const renewed = await subscriptionOf(fan.id, artist.id)
    assert.isNull(renewed.cancelledAt)
    // Not a second charge for the running month: the new payment starts where the paid one ends.
    assert.isBelow(Math.abs(renewed.activeUntil.diff(paidUntil.plus({ months: 1 })).as('minutes')), 1)
  })
})
