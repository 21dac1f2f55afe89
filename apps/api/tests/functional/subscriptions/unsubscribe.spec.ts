import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { messages, postPage } from '@kobza/contract'
import { clock } from '#core/clock'
import { Subscription, subscribe } from '#subscriptions/public'
import { postFactory } from '#database/factories/post_factory'
import { artistAndFan, createUser, signedIn } from '#tests/helpers'

type Session = Awaited<ReturnType<typeof signedIn>>

/*
 * Unsubscribe (spec 000 §3, DELETE /api/v1/subscribers/{ownerUuid}/{subscriberUuid}; issue 13):
 * a cancellation at the end of the paid period. The month paid for is not refunded, so premium
 * posts and the chat stay open until the paid-until date, and close exactly then.
 */

/** A whole second, so the stored value and the boundary the test reaches are the same instant. */
function paidUntilInMinutes(minutes: number) {
  return clock.now().toUTC().startOf('second').plus({ minutes })
}

/** Moves the application's clock so that it reads `target` (plus the few ms the request takes). */
function travelTo(target: DateTime) {
  clock.travel(target.toMillis() - clock.now().toMillis())
}

async function premiumIds(client: ApiClient, fan: Session) {
  const response = await client.get('/api/v1/contents').qs({ postType: 'PREMIUM' }).header('authorization', fan.bearer)
  response.assertStatus(200)
  return postPage.parse(response.body()).elements.map((post) => post.id)
}

async function mayChat(client: ApiClient, fan: Session, artist: Session) {
  const response = await client
    .get('/api/v1/chats/status')
    .qs({ opponentUserUuid: artist.user.uuid })
    .header('authorization', fan.bearer)
  response.assertStatus(200)
  return response.body() as boolean
}

async function profileAs(client: ApiClient, viewer: Session, artist: Session) {
  const response = await client.get(`/api/v1/profiles/${artist.user.uuid}`).header('authorization', viewer.bearer)
  response.assertStatus(200)
  return response.body() as {
    levelSubscription: string
    subscription?: { activeUntil: string; cancelled: boolean } | null
  }
}

function unsubscribe(client: ApiClient, caller: Session, artist: Session, fan: Session) {
  return client
    .delete(`/api/v1/subscribers/${artist.user.uuid}/${fan.user.uuid}`)
    .header('authorization', caller.bearer)
}

test.group('Unsubscribe: cancelled at the end of the paid period', (group) => {
  group.each.teardown(() => clock.reset())

  test('premium posts, the chat and levelSubscription stay until the paid-until date', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const premium = await postFactory(artist.user).premium().text('Для підписників').create()
    const until = paidUntilInMinutes(10)
    await subscribe(fan.user.id, artist.user.id, until)

    const answer = await unsubscribe(client, fan, artist, fan)
    answer.assertStatus(204)
    assert.equal(answer.text(), '')

    const row = await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).firstOrFail()
    assert.equal(row.activeUntil.toMillis(), until.toMillis(), 'the paid-until date is kept')
    assert.isNotNull(row.cancelledAt)

    assert.deepEqual(await premiumIds(client, fan), [premium])
    assert.isTrue(await mayChat(client, fan, artist))
    const profile = await profileAs(client, fan, artist)
    assert.equal(profile.levelSubscription, 'SUBSCRIBED')
    assert.deepEqual(profile.subscription, {
      activeUntil: until.toFormat('yyyy-MM-dd HH:mm:ss'),
      cancelled: true,
    })
    // The artist still counts them among the subscribers until then.
    const list = await client.get(`/api/v1/subscribers/${artist.user.uuid}`).header('authorization', artist.bearer)
    assert.deepEqual(
      list.body().elements.map((item: { follower: { uuid: string } }) => item.follower.uuid),
      [fan.user.uuid]
    )
  })

  test('access ends at the exact boundary: the second before it is open, at paid-until it is over', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const premium = await postFactory(artist.user).premium().text('До кінця місяця').create()
    const until = paidUntilInMinutes(10)
    await subscribe(fan.user.id, artist.user.id, until)
    ;(await unsubscribe(client, fan, artist, fan)).assertStatus(204)

    travelTo(until.minus({ seconds: 2 }))
    assert.deepEqual(await premiumIds(client, fan), [premium])
    assert.isTrue(await mayChat(client, fan, artist))
    assert.equal((await profileAs(client, fan, artist)).levelSubscription, 'SUBSCRIBED')

    travelTo(until)
    assert.deepEqual(await premiumIds(client, fan), [])
    assert.isFalse(await mayChat(client, fan, artist))
    const sent = await client
      .post('/api/v1/chats/messages')
      .header('authorization', fan.bearer)
      .field('messageType', 'TEXT')
      .field('receiverUserId', artist.user.uuid)
      .field('message', 'Ще тут?')
    assert.equal(sent.status(), 403)
    const profile = await profileAs(client, fan, artist)
    assert.equal(profile.levelSubscription, 'UNSUBSCRIBED')
    assert.isNull(profile.subscription)
    const list = await client.get(`/api/v1/subscribers/${artist.user.uuid}`).header('authorization', artist.bearer)
    assert.deepEqual(list.body(), { elements: [], totalPages: 0 })
  })

  test('unsubscribing twice is a 204 both times and keeps the first cancellation', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const until = paidUntilInMinutes(10)
    await subscribe(fan.user.id, artist.user.id, until)
    ;(await unsubscribe(client, fan, artist, fan)).assertStatus(204)
    const first = await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).firstOrFail()
    clock.travel(60_000)
    ;(await unsubscribe(client, fan, artist, fan)).assertStatus(204)
    // The owner removing the same subscriber changes nothing more either.
    ;(await unsubscribe(client, artist, artist, fan)).assertStatus(204)
    const second = await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).firstOrFail()
    assert.equal(second.cancelledAt!.toMillis(), first.cancelledAt!.toMillis())
    assert.equal(second.activeUntil.toMillis(), until.toMillis())
    assert.equal((await profileAs(client, fan, artist)).levelSubscription, 'SUBSCRIBED')
  })

  test('unsubscribing without a subscription is a 204 that creates nothing; refusals keep their statuses', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const answer = await unsubscribe(client, fan, artist, fan)
    answer.assertStatus(204)
    assert.equal(answer.text(), '')
    assert.isNull(await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).first())
    const profile = await profileAs(client, fan, artist)
    assert.equal(profile.levelSubscription, 'UNSUBSCRIBED')
    assert.isNull(profile.subscription)

    // A lapsed subscription is not cancelled after the fact.
    await subscribe(fan.user.id, artist.user.id, DateTime.utc().minus({ days: 1 }))
    ;(await unsubscribe(client, fan, artist, fan)).assertStatus(204)
    const lapsed = await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).firstOrFail()
    assert.isNull(lapsed.cancelledAt)

    const stranger = await signedIn()
    const refused = await unsubscribe(client, stranger, artist, fan)
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, messages.forbidden)
    ;(await client.delete(`/api/v1/subscribers/${artist.user.uuid}/${fan.user.uuid}`)).assertStatus(401)
    const nobody = await createUser()
    const unknown = await client
      .delete(`/api/v1/subscribers/${artist.user.uuid}/${nobody.uuid}x`)
      .header('authorization', fan.bearer)
    unknown.assertStatus(404)
    assert.exists(unknown.body().errors[0].message)
  })

  test('subscribing again before the end lifts the cancellation and keeps the paid-until date', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const until = paidUntilInMinutes(10)
    await subscribe(fan.user.id, artist.user.id, until)
    ;(await unsubscribe(client, fan, artist, fan)).assertStatus(204)
    await subscribe(fan.user.id, artist.user.id, until.minus({ minutes: 5 }))
    const row = await Subscription.query().where({ fanId: fan.user.id, artistId: artist.user.id }).firstOrFail()
    assert.isNull(row.cancelledAt)
    assert.equal(row.activeUntil.toMillis(), until.toMillis(), 'never shortened')
    assert.deepEqual((await profileAs(client, fan, artist)).subscription, {
      activeUntil: until.toFormat('yyyy-MM-dd HH:mm:ss'),
      cancelled: false,
    })
  })
})
