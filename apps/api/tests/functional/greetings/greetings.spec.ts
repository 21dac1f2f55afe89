import { gradientPng, greetingWebm, mp4Bytes } from '@kobza/testkit'
import { test } from '@japa/runner'
import { greetingMessages } from '@kobza/contract'
import { clock } from '#core/clock'
import env from '#start/env'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { expireOverdueOrders } from '#greetings/public'
import GreetingOrder from '#greetings/greeting_order'
import { balanceAccounts } from '#payments/accounts'
import { ledgerGroup, fanAndArtist, postCallback, sandboxCallback, sandboxRefund } from '../payments/helpers.js'
import { bearerFor, signedIn } from '#tests/helpers'
import { decline, deliver, greetingPrice, ordersOf, paidGreeting, waitingGreeting } from './helpers.js'

const day = 24 * 60 * 60 * 1000
const price = BigInt(greetingPrice) * 100n

ledgerGroup('Video greetings', () => {
  test('a verified payment creates the order: the artist and the fan see it, with the deadline', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const purchase = await paidGreeting(client, fan, artist, 'Happy birthday, Olena!')
    const incoming = await ordersOf(client, artist.bearer, true)
    assert.lengthOf(incoming, 1)
    const order = incoming[0]!
    assert.equal(order.status, 'INIT')
    assert.equal(order.fanDesire, 'Happy birthday, Olena!')
    assert.deepEqual(order.money, { amount: greetingPrice, currency: 'UAH' })
    assert.equal(order.user.uuid, fan.user.uuid)
    // The name people know the fan by, beside the nickname.
    assert.equal(order.user.publicName, fan.user.publicName)
    assert.isNull(order.videoUrl)
    // Default deadline: 7 days from the payment.
    assert.closeTo(Date.parse(order.deadlineAt!) - Date.now(), 7 * day, 60_000)
    assert.closeTo(order.secondsLeft!, (7 * day) / 1000, 60)

    const own = await ordersOf(client, fan.bearer, false)
    assert.deepEqual(
      own.map((entry) => [entry.id, entry.status, entry.user.uuid, entry.user.publicName]),
      [[order.id, 'INIT', artist.user.uuid, artist.user.publicName]]
    )
    assert.deepEqual(await ordersOf(client, fan.bearer, true), [])
    assert.deepEqual(await ordersOf(client, artist.bearer, false), [])
    assert.equal((await GreetingOrder.findByOrFail('purchase_id', purchase.id)).id, order.id)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: price, withdrawing: 0n })
  })

  test('the artist’s orders come newest first, and a repeated callback creates no second order', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const first = await paidGreeting(client, fan, artist, 'First')
    const repeated = await postCallback(client, sandboxCallback(first))
    repeated.assertStatus(200)
    assert.equal(repeated.body().message, 'Callback received: duplicate')
    await paidGreeting(client, fan, artist, 'Second')
    const incoming = await ordersOf(client, artist.bearer, true)
    assert.deepEqual(
      incoming.map((order) => order.fanDesire),
      ['Second', 'First']
    )
  })

  test('decline: the order is DECLINED and the fan’s money returns', async ({ client, assert }) => {
    const { fan, artist, order } = await waitingGreeting(client)
    const declined = await decline(client, artist.bearer, order.id)
    declined.assertStatus(200)
    assert.equal(declined.body().status, 'DECLINED')
    assert.isNull(declined.body().secondsLeft)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
    assert.equal((await ordersOf(client, fan.bearer, false))[0]!.status, 'DECLINED')

    const again = await decline(client, artist.bearer, order.id)
    again.assertStatus(409)
    assert.deepEqual(again.body().errors, [{ message: greetingMessages.notAwaiting }])
    const late = await deliver(client, artist.bearer, order.id, mp4Bytes())
    late.assertStatus(409)
  })

  test('a provider refund of a waiting order declines it: nothing is left to deliver or decline', async ({
    client,
    assert,
  }) => {
    const { fan, artist, purchase, order } = await waitingGreeting(client)
    const refunded = await postCallback(client, sandboxRefund(purchase))
    refunded.assertStatus(200)
    assert.equal(refunded.body().message, 'Callback received: reversed')

    const stored = await GreetingOrder.findOrFail(order.id)
    assert.equal(stored.status, 'DECLINED')
    assert.equal(stored.declinedBy, 'REFUND')
    const [seen] = await ordersOf(client, fan.bearer, false)
    assert.equal(seen!.status, 'DECLINED')
    assert.isNull(seen!.secondsLeft)
    // The provider gave the money back outside Kobza: no balance keeps it.
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), 0n)

    const late = await deliver(client, artist.bearer, order.id, mp4Bytes())
    late.assertStatus(409)
    assert.deepEqual(late.body().errors, [{ message: greetingMessages.notAwaiting }])
    ;(await decline(client, artist.bearer, order.id)).assertStatus(409)
    // Nor does the deadline job find it later.
    clock.travel(8 * day)
    assert.notInclude((await expireOverdueOrders()).declined, order.id)
  })

  test('delivery: a video by content completes the order, releases the money, and plays with ranges', async ({
    client,
    assert,
  }) => {
    const { fan, artist, order } = await waitingGreeting(client)
    const video = mp4Bytes(8192)
    // The name says nothing: the content decides.
    const delivered = await deliver(client, artist.bearer, order.id, video, 'greeting.bin')
    delivered.assertStatus(200)
    assert.equal(delivered.body().status, 'COMPLETE')
    assert.deepEqual(await artistBalance(artist.user.id), { available: price, held: 0n, withdrawing: 0n })

    const [seen] = await ordersOf(client, fan.bearer, false)
    assert.equal(seen!.status, 'COMPLETE')
    assert.isNull(seen!.deadlineAt)
    assert.match(seen!.videoUrl!, /^\/api\/v1\/media\/private\/.+\.mp4\?expires=\d+&signature=/)
    const whole = await client.get(seen!.videoUrl!)
    whole.assertStatus(200)
    assert.equal(whole.header('content-type'), 'video/mp4')
    const range = await client.get(seen!.videoUrl!).header('range', 'bytes=0-11')
    range.assertStatus(206)
    assert.equal(range.header('content-range'), `bytes 0-11/${video.length}`)
    // Without the signature the video is not served.
    const unsigned = await client.get(seen!.videoUrl!.split('?')[0]!)
    assert.oneOf(unsigned.status(), [403, 404])

    const again = await deliver(client, artist.bearer, order.id, greetingWebm())
    again.assertStatus(409)
    const declineAfter = await decline(client, artist.bearer, order.id)
    declineAfter.assertStatus(409)
    assert.deepEqual(await artistBalance(artist.user.id), { available: price, held: 0n, withdrawing: 0n })
  })

  test('WebM and QuickTime are accepted; a file that is not a video is refused by its content', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    await paidGreeting(client, fan, artist, 'One')
    await paidGreeting(client, fan, artist, 'Two')
    const [second, first] = await ordersOf(client, artist.bearer, true)
    const fake = await deliver(client, artist.bearer, first!.id, Buffer.from('not a video at all, just text'), 'a.mp4')
    fake.assertStatus(422)
    assert.deepEqual(fake.body().errors, [{ message: greetingMessages.videoType, field: 'video' }])
    const missing = await client
      .post(`/api/v1/video-congratulations/${first!.id}`)
      .header('authorization', artist.bearer)
      .field('note', 'no file')
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors, [{ message: greetingMessages.videoRequired, field: 'video' }])
    assert.equal((await GreetingOrder.findOrFail(first!.id)).status, 'INIT')

    const webm = await deliver(client, artist.bearer, second!.id, greetingWebm(), 'greeting.webm')
    webm.assertStatus(200)
    assert.match(webm.body().videoUrl, /\.webm\?/)
    const quickTime = mp4Bytes()
    quickTime.write('qt  ', 8, 'latin1')
    const mov = await deliver(client, artist.bearer, first!.id, quickTime, 'greeting.mov')
    mov.assertStatus(200)
    assert.match(mov.body().videoUrl, /\.mov\?/)
  })

  test('a video is checked by its container: cut off, without a picture or a length, or renamed is refused', async ({
    client,
    assert,
  }) => {
    const { artist, order } = await waitingGreeting(client, 'One')
    const whole = greetingWebm()
    const refused: Array<[string, Buffer, string]> = [
      ['a WebM cut off after 20 KB (its header still says 4 s)', whole.subarray(0, 20_000), 'cut.webm'],
      ['a WebM cut off inside its header', whole.subarray(0, 300), 'head.webm'],
      ['a WebM header and nothing else', whole.subarray(0, 40), 'empty.webm'],
      ['an MP4 with sound only (an .m4a renamed)', mp4Bytes(4096, { handler: 'soun' }), 'song.mp4'],
      ['an MP4 stating no length', mp4Bytes(4096, { seconds: 0 }), 'still.mp4'],
      ['an MP4 cut off inside its boxes', mp4Bytes(4096).subarray(0, 200), 'cut.mp4'],
    ]
    for (const [name, bytes, filename] of refused) {
      const answer = await deliver(client, artist.bearer, order.id, bytes, filename)
      answer.assertStatus(422)
      assert.deepEqual(answer.body().errors, [{ message: greetingMessages.videoUnreadable, field: 'video' }], name)
    }
    // A picture named .webm is refused by its first bytes, before the container is read.
    const renamed = await deliver(client, artist.bearer, order.id, gradientPng(8, 8), 'greeting.webm')
    renamed.assertStatus(422)
    assert.deepEqual(renamed.body().errors, [{ message: greetingMessages.videoType, field: 'video' }])
    const stored = await GreetingOrder.findOrFail(order.id)
    assert.equal(stored.status, 'INIT')
    assert.isNull(stored.videoKey)
    const delivered = await deliver(client, artist.bearer, order.id, whole, 'greeting.webm')
    delivered.assertStatus(200)
  })

  test('the delivery deadline follows GREETING_DEADLINE_DAYS', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    env.set('GREETING_DEADLINE_DAYS', 2)
    try {
      await paidGreeting(client, fan, artist)
    } finally {
      env.set('GREETING_DEADLINE_DAYS', 7)
    }
    const [order] = await ordersOf(client, artist.bearer, true)
    assert.closeTo(Date.parse(order!.deadlineAt!) - Date.now(), 2 * day, 60_000)
    assert.closeTo(order!.secondsLeft!, (2 * day) / 1000, 60)
  })

  test('only the two parties see an order; only its artist delivers or declines', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const stranger = await signedIn({ authorities: ['ARTIST'] })
    await paidGreeting(client, fan, artist)
    const [order] = await ordersOf(client, artist.bearer, true)

    assert.deepEqual(await ordersOf(client, stranger.bearer, true), [])
    assert.deepEqual(await ordersOf(client, stranger.bearer, false), [])
    for (const response of [
      await decline(client, stranger.bearer, order!.id),
      await deliver(client, stranger.bearer, order!.id, mp4Bytes()),
      await decline(client, stranger.bearer, 999_999),
    ]) {
      response.assertStatus(404)
      assert.deepEqual(response.body().errors, [{ message: greetingMessages.notFound }])
    }
    ;(await decline(client, fan.bearer, order!.id)).assertStatus(403)
    ;(await deliver(client, fan.bearer, order!.id, mp4Bytes())).assertStatus(403)
    ;(await client.get('/api/v1/video-congratulations').qs({ isArtistFlow: 'true' })).assertStatus(401)
    ;(await client.delete(`/api/v1/video-congratulations/${order!.id}`)).assertStatus(401)
    assert.equal((await GreetingOrder.findOrFail(order!.id)).status, 'INIT')
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: price, withdrawing: 0n })
  })

  test('the deadline passing (test clock) declines the order and refunds the fan', async ({ client, assert }) => {
    const { fan, artist, order } = await waitingGreeting(client)

    // Days pass: the sessions of before have expired, so each step signs in anew.
    clock.travel(6 * day)
    assert.notInclude((await expireOverdueOrders()).declined, order.id)
    const [later] = await ordersOf(client, await bearerFor(artist.user), true)
    assert.closeTo(later!.secondsLeft!, day / 1000, 60)

    clock.travel(day + 1000)
    assert.equal((await ordersOf(client, await bearerFor(artist.user), true))[0]!.secondsLeft, 0)
    // Other tests' open orders are past their deadline too; this one is among those declined.
    assert.include((await expireOverdueOrders()).declined, order.id)
    const expired = await GreetingOrder.findOrFail(order.id)
    assert.equal(expired.status, 'DECLINED')
    assert.equal(expired.declinedBy, 'DEADLINE')
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
    assert.equal((await ordersOf(client, await bearerFor(fan.user), false))[0]!.status, 'DECLINED')
    // Running it again finds nothing; the artist can no longer deliver.
    assert.deepEqual(await expireOverdueOrders(), { declined: [] })
    ;(await deliver(client, await bearerFor(artist.user), order.id, mp4Bytes())).assertStatus(409)
  })
})
