import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { defaultNotificationSettings, notificationLimits, notificationMessages } from '@kobza/contract'
import { notify } from '#notifications/public'
import { artistAndFan, artistOtherAndFan, signedIn } from '#tests/helpers'
import { inbox, setChannels } from './helpers.js'

/** `count` notifications for `recipientId` written straight through the use case. */
async function told(recipientId: number, actorId: number, count = 1) {
  const ids: number[] = []
  for (let index = 0; index < count; index += 1)
    await db.transaction(async (trx) => {
      const id = await notify(trx, { type: 'NEW_SUBSCRIBER', recipientId, actorId, data: { amount: '99.00' } })
      ids.push(id!)
    })
  return ids
}

test.group('Notifications: inbox, read marks, settings', () => {
  test('the inbox pages newest first and counts the unread; only the recipient sees them', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const ids = await told(artist.user.id, fan.user.id, 5)
    const first = await inbox(client, artist.bearer, { page: 0, size: 2 })
    assert.deepEqual(
      first.elements.map((entry) => entry.id),
      [ids[4], ids[3]]
    )
    assert.equal(first.totalPages, 3)
    assert.equal(first.unread, 5)
    const entry = first.elements[0]!
    assert.equal(entry.type, 'NEW_SUBSCRIBER')
    assert.isNull(entry.readAt)
    assert.deepEqual(entry.actor, {
      uuid: fan.user.uuid,
      publicName: fan.user.publicName,
      nickName: fan.user.nickName,
      avatar: fan.user.avatar ?? null,
    })
    assert.deepEqual(entry.data, { amount: '99.00' })
    assert.closeTo(Date.parse(entry.createdAt), Date.now(), 60_000)
    const last = await inbox(client, artist.bearer, { page: 2, size: 2 })
    assert.deepEqual(
      last.elements.map((one) => one.id),
      [ids[0]]
    )
    assert.deepEqual(await inbox(client, fan.bearer), { elements: [], totalPages: 0, unread: 0 })
    ;(await client.get('/api/v1/notifications')).assertStatus(401)
    ;(await client.get('/api/v1/notifications').qs({ size: 1000 }).header('authorization', artist.bearer)).assertStatus(
      422
    )
  })

  test('nobody is told of their own act', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const id = await db.transaction((trx) =>
      notify(trx, { type: 'NEW_SUBSCRIBER', recipientId: artist.user.id, actorId: artist.user.id })
    )
    assert.isNull(id)
    assert.lengthOf(await db.from('notifications').where('recipient_id', artist.user.id), 0)
  })

  test('a rolled-back change tells nobody', async ({ assert }) => {
    const { artist, fan } = await artistAndFan()
    await db
      .transaction(async (trx) => {
        await notify(trx, { type: 'NEW_SUBSCRIBER', recipientId: artist.user.id, actorId: fan.user.id })
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    assert.lengthOf(await db.from('notifications').where('recipient_id', artist.user.id), 0)
  })

  test('marking read: some by id, then all; the unread count follows', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const ids = await told(artist.user.id, fan.user.id, 3)
    const some = await client
      .post('/api/v1/notifications/read')
      .header('authorization', artist.bearer)
      .json({ ids: [ids[0], ids[0]] })
    some.assertStatus(200)
    assert.deepEqual(some.body(), { unread: 2 })
    const page = await inbox(client, artist.bearer)
    assert.isNotNull(page.elements.find((entry) => entry.id === ids[0])!.readAt)
    assert.isNull(page.elements.find((entry) => entry.id === ids[1])!.readAt)
    const all = await client.post('/api/v1/notifications/read').header('authorization', artist.bearer).json({})
    all.assertStatus(200)
    assert.deepEqual(all.body(), { unread: 0 })
    assert.equal((await inbox(client, artist.bearer)).unread, 0)
  })

  test("another person's or an unknown id is a 404 and changes nothing; a huge list is a 422", async ({
    client,
    assert,
  }) => {
    const { artist, other, fan } = await artistOtherAndFan()
    const [mine] = await told(artist.user.id, fan.user.id)
    const [theirs] = await told(other.user.id, fan.user.id)
    const read = (bearer: string, body: unknown) =>
      client.post('/api/v1/notifications/read').header('authorization', bearer).json(body)

    const foreign = await read(artist.bearer, { ids: [mine, theirs] })
    foreign.assertStatus(404)
    assert.deepEqual(foreign.body(), { errors: [{ message: notificationMessages.notFound }] })
    const unknown = await read(artist.bearer, { ids: [999_999_999] })
    unknown.assertStatus(404)
    assert.deepEqual(unknown.body(), foreign.body())
    assert.equal((await inbox(client, artist.bearer)).unread, 1)
    assert.equal((await inbox(client, other.bearer)).unread, 1)

    const huge = await read(artist.bearer, {
      ids: Array.from({ length: notificationLimits.markReadMax + 1 }, (_, index) => index + 1),
    })
    huge.assertStatus(422)
    assert.equal(huge.body().errors[0].message, notificationMessages.tooManyIds)
    ;(await read(artist.bearer, { ids: [] })).assertStatus(422)
    ;(await read(artist.bearer, { ids: ['x'] })).assertStatus(422)
    ;(await read(artist.bearer, { everything: true })).assertStatus(422)
    assert.equal((await inbox(client, artist.bearer)).unread, 1)
    ;(await client.post('/api/v1/notifications/read').json({})).assertStatus(401)
  })

  test('settings start from the defaults; a change keeps the rest; bad input is a 422', async ({ client, assert }) => {
    const fan = await signedIn()
    const shown = await client.get('/api/v1/notifications/settings').header('authorization', fan.bearer)
    shown.assertStatus(200)
    assert.deepEqual(shown.body(), { settings: defaultNotificationSettings, emailDigest: 'off', quietHours: null })
    // Money and greetings everywhere, likes only in the app.
    assert.deepEqual(shown.body().settings.DONATION_RECEIVED, { inApp: true, email: true, push: true })
    assert.deepEqual(shown.body().settings.GREETING_DELIVERED, { inApp: true, email: true, push: true })
    assert.deepEqual(shown.body().settings.POST_LIKED, { inApp: true, email: false, push: false })

    const changed = await setChannels(client, fan.bearer, { POST_LIKED: { inApp: false } })
    changed.assertStatus(200)
    assert.deepEqual(changed.body().settings.POST_LIKED, { inApp: false, email: false, push: false })
    await setChannels(client, fan.bearer, { POST_LIKED: { email: true } })
    const again = await client.get('/api/v1/notifications/settings').header('authorization', fan.bearer)
    assert.deepEqual(again.body().settings.POST_LIKED, { inApp: false, email: true, push: false })
    assert.deepEqual(again.body().settings.DONATION_RECEIVED, defaultNotificationSettings.DONATION_RECEIVED)

    ;(await setChannels(client, fan.bearer, { NOPE: { inApp: true } } as never)).assertStatus(422)
    ;(await setChannels(client, fan.bearer, { POST_LIKED: { inApp: 'yes' } } as never)).assertStatus(422)
    ;(await setChannels(client, fan.bearer, { POST_LIKED: { sms: true } } as never)).assertStatus(422)
    const unchanged = await client.get('/api/v1/notifications/settings').header('authorization', fan.bearer)
    assert.deepEqual(unchanged.body(), again.body())
    ;(await client.get('/api/v1/notifications/settings')).assertStatus(401)
  })

  test('a type turned off in the app is not written', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    ;(await setChannels(client, artist.bearer, { NEW_SUBSCRIBER: { inApp: false } })).assertStatus(200)
    await told(artist.user.id, fan.user.id)
    assert.deepEqual((await inbox(client, artist.bearer)).elements, [])
  })
})
