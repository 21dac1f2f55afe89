import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { pushLimits, pushMessages, pushPayload } from '@kobza/contract'
import { clock } from '#core/clock'
import { notify } from '#notifications/public'
import { PUSH_SEND_JOB } from '#notifications/web_push'
import { artistAndFan, runJobs, signedIn } from '#tests/helpers'
import { startPushService } from '#tests/fakes/push_service'
import { setChannels } from './helpers.js'

const subscriptions = '/api/v1/notifications/push/subscriptions'

function subscribe(client: Parameters<typeof setChannels>[0], bearer: string, body: unknown) {
  return client.post(subscriptions).header('authorization', bearer).json(body)
}

async function endpointsOf(userId: number) {
  const rows = await db.from('push_subscriptions').where('user_id', userId).orderBy('id').select('endpoint')
  return rows.map((row) => String(row.endpoint))
}

/** A donation to `artistId` from `fanId`, written as the payments domain writes it. */
function donation(artistId: number, fanId: number) {
  return db.transaction((trx) =>
    notify(trx, { type: 'DONATION_RECEIVED', recipientId: artistId, actorId: fanId, data: { amount: '50.00' } })
  )
}

/** Quiet hours for the next hour (UTC), so "now" is inside them. */
function quietNow() {
  const now = new Date(clock.millis())
  const from = now.getUTCHours() * 60 + now.getUTCMinutes()
  return { from, to: (from + 60) % 1440, timeZone: 'UTC' }
}

test.group('Notifications: web push subscriptions', (group) => {
  let service: Awaited<ReturnType<typeof startPushService>>
  group.setup(async () => {
    service = await startPushService()
    return () => service.close()
  })

  test('the VAPID public key is public and stays the same', async ({ client, assert }) => {
    const first = await client.get('/api/v1/notifications/push/key')
    first.assertStatus(200)
    const key = Buffer.from(first.body().publicKey, 'base64url')
    // An uncompressed P-256 point, as PushManager.subscribe takes it.
    assert.equal(key.length, 65)
    assert.equal(key[0], 4)
    assert.deepEqual((await client.get('/api/v1/notifications/push/key')).body(), first.body())
  })

  test('a subscription is stored for the caller; anonymous, bad endpoints and bad keys are refused', async ({
    client,
    assert,
  }) => {
    const fan = await signedIn()
    const { subscription } = service.browser()
    ;(await client.post(subscriptions).json(subscription)).assertStatus(401)
    const stored = await subscribe(client, fan.bearer, { ...subscription, expirationTime: null })
    stored.assertStatus(204)
    assert.deepEqual(await endpointsOf(fan.user.id), [subscription.endpoint])
    // The same browser again changes nothing.
    ;(await subscribe(client, fan.bearer, subscription)).assertStatus(204)
    assert.deepEqual(await endpointsOf(fan.user.id), [subscription.endpoint])

    const plain = await subscribe(client, fan.bearer, { ...subscription, endpoint: 'http://push.example.com/x' })
    plain.assertStatus(400)
    plain.assertBody({ errors: [{ message: pushMessages.badEndpoint }] })
    const notUrl = await subscribe(client, fan.bearer, { ...subscription, endpoint: 'javascript:alert(1)' })
    notUrl.assertStatus(400)
    notUrl.assertBody({ errors: [{ message: pushMessages.badEndpoint }] })
    const keys = await subscribe(client, fan.bearer, { ...subscription, keys: { p256dh: 'short', auth: 'x' } })
    keys.assertStatus(422)
    assert.equal(keys.body().errors[0].message, pushMessages.badKeys)
    assert.deepEqual(await endpointsOf(fan.user.id), [subscription.endpoint])
  })

  test('a browser another person signs in on becomes theirs; a user keeps at most the newest devices', async ({
    client,
    assert,
  }) => {
    const [first, second] = [await signedIn(), await signedIn()]
    const shared = service.browser().subscription
    ;(await subscribe(client, first.bearer, shared)).assertStatus(204)
    ;(await subscribe(client, second.bearer, shared)).assertStatus(204)
    assert.deepEqual(await endpointsOf(first.user.id), [])
    assert.deepEqual(await endpointsOf(second.user.id), [shared.endpoint])

    const devices = Array.from({ length: pushLimits.subscriptionsPerUser + 1 }, () => service.browser().subscription)
    for (const device of devices) {
      ;(await subscribe(client, first.bearer, device)).assertStatus(204)
      clock.travel(1)
    }
    assert.deepEqual(
      await endpointsOf(first.user.id),
      devices.slice(1).map((device) => device.endpoint)
    )
  })

  test("a subscription is removed by its endpoint; another person's is not found and stays", async ({
    client,
    assert,
  }) => {
    const [owner, other] = [await signedIn(), await signedIn()]
    const { subscription } = service.browser()
    ;(await subscribe(client, owner.bearer, subscription)).assertStatus(204)
    const body = { endpoint: subscription.endpoint }
    ;(await client.delete(subscriptions).json(body)).assertStatus(401)
    const foreign = await client.delete(subscriptions).header('authorization', other.bearer).json(body)
    foreign.assertStatus(404)
    foreign.assertBody({ errors: [{ message: pushMessages.subscriptionNotFound }] })
    assert.deepEqual(await endpointsOf(owner.user.id), [subscription.endpoint])
    ;(await client.delete(subscriptions).header('authorization', owner.bearer).json(body)).assertStatus(204)
    assert.deepEqual(await endpointsOf(owner.user.id), [])
    ;(await client.delete(subscriptions).header('authorization', owner.bearer).json(body)).assertStatus(404)
  })
})

test.group('Notifications: web push delivery', (group) => {
  let service: Awaited<ReturnType<typeof startPushService>>
  group.setup(async () => {
    service = await startPushService()
    return () => service.close()
  })
  group.each.setup(() => {
    service.received.length = 0
    service.refused.length = 0
    service.answers.clear()
    return () => clock.reset()
  })

  test('a notification the recipient wants pushed reaches each of their browsers, signed and encrypted', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const [phone, laptop] = [service.browser().subscription, service.browser().subscription]
    ;(await subscribe(client, artist.bearer, phone)).assertStatus(204)
    ;(await subscribe(client, artist.bearer, laptop)).assertStatus(204)
    const { publicKey } = (await client.get('/api/v1/notifications/push/key')).body()

    await donation(artist.user.id, fan.user.id)
    await runJobs()

    assert.deepEqual(service.refused, [])
    assert.sameMembers(
      service.received.map((one) => `${service.origin}${one.path}`),
      [phone.endpoint, laptop.endpoint]
    )
    for (const push of service.received) {
      assert.equal(push.vapidKey, publicKey)
      assert.equal(push.claims.aud, service.origin)
      assert.match(push.claims.sub, /^mailto:/)
      assert.equal(push.ttl, '86400')
      assert.deepEqual(pushPayload.parse(push.message), {
        type: 'DONATION_RECEIVED',
        title: { uk: 'Донат', en: 'A donation' },
        body: { uk: fan.user.publicName, en: fan.user.publicName },
        url: '/notifications',
      })
    }
    // No amounts or words of the event ride along.
    assert.notInclude(JSON.stringify(service.received), '50.00')
  })

  test('nothing is pushed for a type turned off, to someone without a browser, or for one’s own act', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    ;(await subscribe(client, artist.bearer, service.browser().subscription)).assertStatus(204)
    ;(await setChannels(client, artist.bearer, { DONATION_RECEIVED: { push: false } })).assertStatus(200)
    await donation(artist.user.id, fan.user.id)
    await donation(fan.user.id, artist.user.id)
    await donation(artist.user.id, artist.user.id)
    await runJobs()
    assert.deepEqual(service.received, [])
    assert.equal(
      await db
        .from('jobs')
        .where('name', PUSH_SEND_JOB)
        .where('status', 'queued')
        .count('* as n')
        .first()
        .then((row) => Number(row?.n)),
      0
    )
  })

  test('quiet hours hold pushes back (not sent later); the inbox still has it', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    ;(await subscribe(client, artist.bearer, service.browser().subscription)).assertStatus(204)
    const quiet = await client
      .patch('/api/v1/notifications/settings')
      .header('authorization', artist.bearer)
      .json({ settings: {}, quietHours: quietNow() })
    quiet.assertStatus(200)
    assert.deepEqual(quiet.body().quietHours, quietNow())
    await donation(artist.user.id, fan.user.id)
    await runJobs()
    const unread = await client.get('/api/v1/notifications').header('authorization', artist.bearer)
    assert.equal(unread.body().unread, 1)
    clock.travel(2 * 3_600_000)
    await runJobs()
    assert.deepEqual(service.received, [])

    // Outside them, the next one is pushed.
    await donation(artist.user.id, fan.user.id)
    await runJobs()
    assert.lengthOf(service.received, 1)
  })

  test('a browser that unsubscribed (410, 404) is forgotten; other failures are tried again later', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const [gone, missing, flaky] = [service.browser(), service.browser(), service.browser()]
    for (const device of [gone, missing, flaky])
      (await subscribe(client, artist.bearer, device.subscription)).assertStatus(204)
    service.answers.set(new URL(gone.subscription.endpoint).pathname, 410)
    service.answers.set(new URL(missing.subscription.endpoint).pathname, 404)
    service.answers.set(new URL(flaky.subscription.endpoint).pathname, 503)

    await donation(artist.user.id, fan.user.id)
    await runJobs()
    assert.deepEqual(await endpointsOf(artist.user.id), [flaky.subscription.endpoint])
    assert.deepEqual(service.received, [])
    const retry = await db.from('jobs').where({ name: PUSH_SEND_JOB, status: 'queued' }).select('attempts').first()
    assert.equal(Number(retry?.attempts), 1)

    service.answers.clear()
    clock.travel(31_000)
    await runJobs()
    assert.deepEqual(
      service.received.map((one) => `${service.origin}${one.path}`),
      [flaky.subscription.endpoint]
    )
  })

  test('a fan-out pushes to the subscribers who want it, in the background', async ({ client, assert }) => {
    const { postFactory, subscription } = await import('#database/factories/post_factory')
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [wants, declines] = [await signedIn(), await signedIn()]
    await subscription(wants.user, artist.user)
    await subscription(declines.user, artist.user)
    const [wantsBrowser, declinesBrowser] = [service.browser().subscription, service.browser().subscription]
    ;(await subscribe(client, wants.bearer, wantsBrowser)).assertStatus(204)
    ;(await subscribe(client, declines.bearer, declinesBrowser)).assertStatus(204)
    ;(await setChannels(client, declines.bearer, { NEW_POST: { push: false } })).assertStatus(200)
    await runJobs()
    await postFactory(artist.user).create()
    await runJobs()
    assert.deepEqual(
      service.received.map((one) => [`${service.origin}${one.path}`, (one.message as { type: string }).type]),
      [[wantsBrowser.endpoint, 'NEW_POST']]
    )
  })
})

test.group('Notifications: quiet hours setting', () => {
  test('quiet hours are stored, answered and cleared; bad ones are refused', async ({ client, assert }) => {
    const fan = await signedIn()
    const settings = () => client.get('/api/v1/notifications/settings').header('authorization', fan.bearer)
    const patch = (body: unknown) =>
      client.patch('/api/v1/notifications/settings').header('authorization', fan.bearer).json(body)
    assert.isNull((await settings()).body().quietHours)
    const night = { from: 22 * 60, to: 7 * 60, timeZone: 'Europe/Kyiv' }
    ;(await patch({ settings: {}, quietHours: night })).assertStatus(200)
    assert.deepEqual((await settings()).body().quietHours, night)
    // Changing a channel keeps them.
    ;(await patch({ settings: { NEW_POST: { push: false } } })).assertStatus(200)
    assert.deepEqual((await settings()).body().quietHours, night)

    const zone = await patch({ settings: {}, quietHours: { ...night, timeZone: 'Mars/Olympus' } })
    zone.assertStatus(422)
    assert.equal(zone.body().errors[0].message, pushMessages.badTimeZone)
    const empty = await patch({ settings: {}, quietHours: { ...night, to: night.from } })
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].message, pushMessages.emptyQuietHours)
    ;(await patch({ settings: {}, quietHours: { ...night, from: 1440 } })).assertStatus(422)
    assert.deepEqual((await settings()).body().quietHours, night)

    ;(await patch({ settings: {}, quietHours: null })).assertStatus(200)
    assert.isNull((await settings()).body().quietHours)
  })
})
