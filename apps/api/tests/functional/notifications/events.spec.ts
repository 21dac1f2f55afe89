import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { issueTokenPair } from '#accounts/token_service'
import { expireOverdueOrders, refundOrder } from '#greetings/public'
import GreetingOrder from '#greetings/greeting_order'
import { postFactory, subscription } from '#database/factories/post_factory'
import { artistAndFan, outboxMailsTo, runJobs, signedIn } from '#tests/helpers'
import { invitationKeyMailedTo, invite } from '../profiles/helpers.js'
import {
  ledgerGroup,
  fanAndArtist,
  pendingDonation,
  pendingSubscription,
  postCallback,
  sandboxCallback,
  setTestPrices,
} from '../payments/helpers.js'
import { mp4Bytes } from '@kobza/testkit'
import { decline, deliver, paidGreeting } from '../greetings/helpers.js'
import { inbox, ofType, setChannels } from './helpers.js'

const day = 24 * 60 * 60 * 1000

async function orderOf(purchaseId: number) {
  return GreetingOrder.findByOrFail('purchase_id', purchaseId)
}

ledgerGroup('Notifications: greetings', () => {
  test('a paid order tells the artist, with its deadline; the fan is not told of their own order', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const paid = await paidGreeting(client, fan, artist)
    const order = await orderOf(paid.id)
    const [told] = await ofType(client, artist.bearer, 'GREETING_ORDERED')
    assert.deepEqual(told!.actor?.uuid, fan.user.uuid)
    assert.deepEqual(told!.target, { kind: 'GREETING', id: String(order.id) })
    // SQLite stores whole seconds.
    assert.closeTo(Date.parse(String(told!.data.deadlineAt)), order.deadlineAt.toMillis(), 1000)
    assert.equal(told!.data.amount, '500.00')
    assert.deepEqual((await inbox(client, fan.bearer)).elements, [])
  })

  test('delivered and declined tell the fan, never the artist of their own act', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const first = await orderOf((await paidGreeting(client, fan, artist, 'One')).id)
    const second = await orderOf((await paidGreeting(client, fan, artist, 'Two')).id)
    ;(await deliver(client, artist.bearer, first.id, mp4Bytes())).assertStatus(200)
    ;(await decline(client, artist.bearer, second.id)).assertStatus(200)
    const delivered = await ofType(client, fan.bearer, 'GREETING_DELIVERED')
    assert.deepEqual(
      delivered.map((entry) => [entry.target?.id, entry.actor?.uuid]),
      [[String(first.id), artist.user.uuid]]
    )
    const declined = await ofType(client, fan.bearer, 'GREETING_DECLINED')
    assert.deepEqual(
      declined.map((entry) => [entry.target?.id, entry.actor?.uuid]),
      [[String(second.id), artist.user.uuid]]
    )
    const artistTypes = (await inbox(client, artist.bearer)).elements.map((entry) => entry.type)
    assert.deepEqual(artistTypes, ['GREETING_ORDERED', 'GREETING_ORDERED'])
  })

  test('a passed deadline and a moderator’s refund tell the fan, with no actor', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const late = await orderOf((await paidGreeting(client, fan, artist, 'Late')).id)
    const refunded = await orderOf((await paidGreeting(client, fan, artist, 'Refunded')).id)
    await refundOrder(refunded.id, 'wrong content', moderator.user)
    clock.travel(8 * day)
    assert.include((await expireOverdueOrders()).declined, late.id)
    const bearer = `Bearer ${(await issueTokenPair(fan.user)).access_token}`
    const told = await ofType(client, bearer, 'GREETING_REFUNDED')
    assert.sameMembers(
      told.map((entry) => entry.target!.id),
      [String(late.id), String(refunded.id)]
    )
    for (const entry of told) assert.isNull(entry.actor)
  })

  test('a fan who turned a type off in the app is not told of it', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    ;(await setChannels(client, fan.bearer, { GREETING_DECLINED: { inApp: false } })).assertStatus(200)
    const order = await orderOf((await paidGreeting(client, fan, artist)).id)
    ;(await decline(client, artist.bearer, order.id)).assertStatus(200)
    assert.deepEqual(await ofType(client, fan.bearer, 'GREETING_DECLINED'), [])
  })
})

ledgerGroup('Notifications: payments and invitations', () => {
  test('a paid subscription and a donation tell the artist, with the amount', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    await setTestPrices(artist.user.id)
    const order = await pendingSubscription(client, fan.bearer, artist.user.uuid)
    ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
    const donation = await pendingDonation(client, fan.bearer, artist.user.uuid, 150)
    // A pending payment tells nobody: only the verified callback does.
    assert.deepEqual(await ofType(client, artist.bearer, 'DONATION_RECEIVED'), [])
    ;(await postCallback(client, sandboxCallback(donation))).assertStatus(200)
    // A repeated callback tells no one twice.
    ;(await postCallback(client, sandboxCallback(donation))).assertStatus(200)

    const [subscriber] = await ofType(client, artist.bearer, 'NEW_SUBSCRIBER')
    assert.equal(subscriber!.actor?.uuid, fan.user.uuid)
    assert.deepEqual(subscriber!.target, { kind: 'PROFILE', id: fan.user.uuid })
    assert.equal(subscriber!.data.amount, '99.00')
    const donations = await ofType(client, artist.bearer, 'DONATION_RECEIVED')
    assert.deepEqual(
      donations.map((entry) => [entry.actor?.uuid, entry.data.amount]),
      [[fan.user.uuid, '150.00']]
    )
    assert.deepEqual((await inbox(client, fan.bearer)).elements, [])
  })

  test('an accepted invitation tells the artist (the spec’s promise)', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const fan = await signedIn()
    ;(await invite(client, owner, { email: fan.user.email, days: 10 })).assertStatus(200)
    const key = await invitationKeyMailedTo(fan.user.email)
    assert.deepEqual(await ofType(client, owner.bearer, 'INVITATION_ACCEPTED'), [])
    ;(await client.post(`/api/v1/subscribers/invitations/${key}`).header('authorization', fan.bearer)).assertStatus(200)
    const [told] = await ofType(client, owner.bearer, 'INVITATION_ACCEPTED')
    assert.equal(told!.actor?.uuid, fan.user.uuid)
    assert.deepEqual(told!.target, { kind: 'PROFILE', id: fan.user.uuid })
    assert.equal(told!.data.days, 10)
  })

  test('the story by mail: an order mails the artist, a delivery the fan, an accepted invitation the artist', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    await db.from('users').whereIn('id', [fan.user.id, artist.user.id]).update({ locale: 'en' })
    const subjects = async (email: string) => (await outboxMailsTo(email)).map((mail) => mail.subject)

    const order = await orderOf((await paidGreeting(client, fan, artist, 'Story')).id)
    await runJobs()
    const ordered = (await subjects(artist.user.email)).filter((subject) => subject.includes('ordered'))
    assert.lengthOf(ordered, 1)
    assert.match(
      ordered[0]!,
      new RegExp(`^Kobza: ${fan.user.publicName} ordered a video greeting from you: deliver it by `)
    )
    assert.deepEqual(
      (await subjects(fan.user.email)).filter((subject) => subject.includes('greeting')),
      [],
      'the fan is not mailed of their own order'
    )

    ;(await deliver(client, artist.bearer, order.id, mp4Bytes())).assertStatus(200)
    await runJobs()
    assert.deepEqual(
      (await subjects(fan.user.email)).filter((subject) => subject.includes('greeting')),
      [`Kobza: ${artist.user.publicName} sent your video greeting`]
    )
    assert.lengthOf(await ofType(client, fan.bearer, 'GREETING_DELIVERED'), 1)

    const invited = await signedIn()
    await db.from('users').where('id', invited.user.id).update({ locale: 'en' })
    ;(await invite(client, artist, { email: invited.user.email, days: 7 })).assertStatus(200)
    const key = await invitationKeyMailedTo(invited.user.email)
    ;(await client.post(`/api/v1/subscribers/invitations/${key}`).header('authorization', invited.bearer)).assertStatus(
      200
    )
    await runJobs()
    assert.deepEqual(
      (await subjects(artist.user.email)).filter((subject) => subject.includes('invitation')),
      [`Kobza: ${invited.user.publicName} accepted your invitation to subscribe`]
    )
    assert.lengthOf(await ofType(client, artist.bearer, 'INVITATION_ACCEPTED'), 1)
  })
})

test.group('Notifications: comments and likes', () => {
  const comment = (client: Parameters<typeof inbox>[0], bearer: string, post: number, text: string, replyTo?: number) =>
    client
      .post(replyTo === undefined ? `/api/v1/comments/${post}` : `/api/v1/comments/${post}/${replyTo}`)
      .header('authorization', bearer)
      .json({ comment: text })

  test('a comment tells the post’s author, a reply the comment’s; neither carries the words', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const other = await signedIn()
    const post = await postFactory(artist.user).create()
    const first = await comment(client, fan.bearer, post, 'Чудово')
    first.assertStatus(201)
    // The artist's own comment and reply tell the artist nothing.
    ;(await comment(client, artist.bearer, post, 'Дякую', first.body().id)).assertStatus(201)
    ;(await comment(client, other.bearer, post, 'Згоден', first.body().id)).assertStatus(201)

    const commented = await ofType(client, artist.bearer, 'POST_COMMENTED')
    assert.deepEqual(
      commented.map((entry) => entry.actor?.uuid),
      [other.user.uuid, fan.user.uuid]
    )
    assert.deepEqual(commented[0]!.target, { kind: 'POST', id: String(post) })
    assert.deepEqual(commented[0]!.data, { profile: artist.user.nickName })
    const replies = await ofType(client, fan.bearer, 'COMMENT_REPLIED')
    assert.deepEqual(
      replies.map((entry) => entry.actor?.uuid),
      [other.user.uuid, artist.user.uuid]
    )
    assert.notInclude(JSON.stringify(await inbox(client, fan.bearer)), 'Згоден')
    assert.deepEqual((await inbox(client, other.bearer)).elements, [])
  })

  test('a reply under a premium post does not reach a commenter whose subscription lapsed', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const lapsed = await signedIn()
    const current = await signedIn()
    const post = await postFactory(artist.user).premium().create()
    await subscription(lapsed.user, artist.user)
    await subscription(current.user, artist.user)
    const first = await comment(client, lapsed.bearer, post, 'Перший')
    first.assertStatus(201)
    await db
      .from('subscriptions')
      .where({ fan_id: lapsed.user.id, artist_id: artist.user.id })
      .update({ active_until: DateTime.utc().minus({ minutes: 1 }).toFormat(db.connection().dialect.dateTimeFormat) })
    ;(await comment(client, current.bearer, post, 'Відповідь', first.body().id)).assertStatus(201)
    assert.deepEqual(await ofType(client, lapsed.bearer, 'COMMENT_REPLIED'), [])
    assert.lengthOf(await ofType(client, artist.bearer, 'POST_COMMENTED'), 2)
  })

  test('likes of one post fold into one unread notification: "Марія and 2 others"', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const fans = [await signedIn(), await signedIn(), await signedIn()]
    const post = await postFactory(artist.user).create()
    const like = (bearer: string) => client.post(`/api/v1/contents/likes/${post}`).header('authorization', bearer)
    for (const fan of fans) (await like(fan.bearer)).assertStatus(200)
    // A repeated like is no new like.
    ;(await like(fans[2]!.bearer)).assertStatus(200)
    ;(await like(artist.bearer)).assertStatus(200)
    const liked = await ofType(client, artist.bearer, 'POST_LIKED')
    assert.lengthOf(liked, 1)
    assert.equal(liked[0]!.actor?.uuid, fans[2]!.user.uuid)
    assert.equal(liked[0]!.othersCount, 2)
    assert.equal((await inbox(client, artist.bearer)).unread, 1)
    // Once read, the next like starts a new one.
    ;(await client.post('/api/v1/notifications/read').header('authorization', artist.bearer).json({})).assertStatus(200)
    const late = await signedIn()
    ;(await like(late.bearer)).assertStatus(200)
    const after = await ofType(client, artist.bearer, 'POST_LIKED')
    assert.deepEqual(
      after.map((entry) => [entry.actor?.uuid, entry.othersCount]),
      [
        [late.user.uuid, 0],
        [fans[2]!.user.uuid, 2],
      ]
    )
  })
})
