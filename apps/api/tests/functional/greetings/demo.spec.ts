import { test } from '@japa/runner'
import { greetingWebm } from '@kobza/testkit'
import { findUserByEmail } from '#accounts/public'
import { issueTokenPair } from '#accounts/token_service'
import { seedDemoPayments } from '#payments/demo'
import { seedDemoGreetings } from '#greetings/demo'
import { isActiveSubscriber } from '#subscriptions/public'
import { artistBalance } from '#payments/actions/balance_of'
import Purchase from '#payments/purchase'
import GreetingOrder from '#greetings/greeting_order'
import { ledgerGroup } from '../payments/helpers.js'
import { demoContext, ordersOf, seedDemoUpToGreetings } from './helpers.js'

const demoVideo = greetingWebm()

ledgerGroup('Money demo seed', () => {
  test('a subscription paid through the sandbox, and a greeting delivered with a video that is served whole; idempotent', async ({
    client,
    assert,
  }) => {
    await seedDemoUpToGreetings()
    const fan = (await findUserByEmail('fan@kobza.local'))!
    const artist = (await findUserByEmail('artist@kobza.local'))!
    const artist3 = (await findUserByEmail('artist3@kobza.local'))!

    // The subscription exists because the payment's verified callback activated it.
    const subscription = await Purchase.query()
      .where('payer_id', fan.id)
      .where('artist_id', artist3.id)
      .where('goal', 'SUBSCRIBE')
    assert.deepEqual(
      subscription.map((row) => [row.status, row.provider]),
      [['SUCCEEDED', 'sandbox']]
    )
    assert.isTrue(await isActiveSubscriber(fan.id, artist3.id))
    assert.equal((await artistBalance(artist3.id)).available, subscription[0]!.amount)

    // The fan's own orders page: one of each state, the delivered one playable.
    const bearer = `Bearer ${(await issueTokenPair(fan)).access_token}`
    const orders = await ordersOf(client, bearer, false)
    assert.sameMembers(
      orders.map((order) => order.status),
      ['INIT', 'DECLINED', 'COMPLETE']
    )
    const delivered = orders.find((order) => order.status === 'COMPLETE')!
    assert.isString(delivered.videoUrl)
    const video = await client.get(delivered.videoUrl!)
    video.assertStatus(200)
    assert.equal(video.header('content-type'), 'video/webm')
    assert.equal(Number(video.header('content-length')), demoVideo.length)
    // Seekable in a player: ranges are served.
    const range = await client.get(delivered.videoUrl!).header('range', 'bytes=0-3')
    range.assertStatus(206)
    assert.equal(range.header('content-range'), `bytes 0-3/${demoVideo.length}`)
    const stored = await GreetingOrder.findOrFail(delivered.id)
    assert.equal(stored.artistId, artist.id)
    assert.match(stored.videoKey!, /^private\/.+\.webm$/)

    const purchases = (await Purchase.query()).length
    const again = [await seedDemoPayments(demoContext), await seedDemoGreetings(demoContext)]
    assert.deepEqual(
      again.map((result) => result.created),
      [0, 0]
    )
    assert.lengthOf(await Purchase.query(), purchases)
  }).timeout(60000)
})
