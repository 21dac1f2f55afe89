import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { NotificationType } from '@kobza/contract'
import { clock } from '#core/clock'
import type { User } from '#accounts/public'
import { issueTokenPair } from '#accounts/token_service'
import { remindGreetingDeadlines } from '#greetings/public'
import GreetingOrder from '#greetings/greeting_order'
import { remindSubscriptionEndings, subscribe } from '#subscriptions/public'
import { subscription } from '#database/factories/post_factory'
import { signedIn } from '#tests/helpers'
import { mp4Bytes } from '@kobza/testkit'
import { fanAndArtist, ledgerGroup } from '../payments/helpers.js'
import { deliver, paidGreeting } from '../greetings/helpers.js'
import { ofType, setChannels } from './helpers.js'

const hour = 60 * 60 * 1000
const day = 24 * hour

/** The user's notifications of `type` after travelling (a fresh token: the old one may have expired). */
async function toldAfterTravel(client: ApiClient, user: User, type: NotificationType) {
  return ofType(client, `Bearer ${(await issueTokenPair(user)).access_token}`, type)
}

/** A reminder run's ids among `ours` (other specs' rows share the database). */
const among = (ids: number[], ours: number[]) => ids.filter((id) => ours.includes(id))

async function remindOurOrders(ours: number[]) {
  return among(await remindGreetingDeadlines(), ours)
}

async function remindOurSubscriptions(ours: number[]) {
  const told = await remindSubscriptionEndings()
  return { ending: among(told.ending, ours), ended: among(told.ended, ours) }
}

ledgerGroup('Notifications: scheduled reminders', () => {
  test('the artist is told once, a day before an open order’s deadline; a settled order is not told of', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const open = await GreetingOrder.findByOrFail('purchase_id', (await paidGreeting(client, fan, artist, 'Open')).id)
    const done = await GreetingOrder.findByOrFail('purchase_id', (await paidGreeting(client, fan, artist, 'Done')).id)
    ;(await deliver(client, artist.bearer, done.id, mp4Bytes())).assertStatus(200)
    // A deadline more than a day away is not near yet.
    const ours = [open.id, done.id]
    assert.deepEqual(await remindOurOrders(ours), [])
    clock.travel(open.deadlineAt.toMillis() - clock.millis() - 23 * hour)
    assert.deepEqual(await remindOurOrders(ours), [open.id])
    // Exactly once per order, however often the job runs.
    assert.deepEqual(await remindOurOrders(ours), [])
    const told = await toldAfterTravel(client, artist.user, 'GREETING_DEADLINE_SOON')
    assert.deepEqual(
      told.map((entry) => [entry.target, entry.actor]),
      [[{ kind: 'GREETING', id: String(open.id) }, null]]
    )
    // SQLite stores whole seconds.
    assert.closeTo(Date.parse(String(told[0]!.data.deadlineAt)), open.deadlineAt.toMillis(), 1000)
    assert.deepEqual(await toldAfterTravel(client, fan.user, 'GREETING_DEADLINE_SOON'), [])
  })

  test('an artist who turned the reminder off is not told', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    ;(await setChannels(client, artist.bearer, { GREETING_DEADLINE_SOON: { inApp: false } })).assertStatus(200)
    const order = await GreetingOrder.findByOrFail('purchase_id', (await paidGreeting(client, fan, artist)).id)
    clock.travel(order.deadlineAt.toMillis() - clock.millis() - hour)
    assert.deepEqual(await remindOurOrders([order.id]), [order.id])
    assert.deepEqual(await toldAfterTravel(client, artist.user, 'GREETING_DEADLINE_SOON'), [])
  })

  test('the fan is told 3 days before the period ends and the artist once it ended, once per period', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const quiet = await signedIn()
    ;(await setChannels(client, quiet.bearer, { SUBSCRIPTION_ENDING: { inApp: false } })).assertStatus(200)
    const ours = [
      (await subscription(fan.user, artist.user, 30)).id,
      (await subscription(quiet.user, artist.user, 30)).id,
    ]
    const none = { ending: [], ended: [] }
    assert.deepEqual(await remindOurSubscriptions(ours), none)
    clock.travel(28 * day)
    assert.deepEqual(await remindOurSubscriptions(ours), { ending: ours, ended: [] })
    assert.deepEqual(await remindOurSubscriptions(ours), none)
    const ending = await toldAfterTravel(client, fan.user, 'SUBSCRIPTION_ENDING')
    assert.deepEqual(
      ending.map((entry) => [entry.actor?.uuid, entry.target]),
      [[artist.user.uuid, { kind: 'PROFILE', id: artist.user.uuid }]]
    )
    assert.deepEqual(await toldAfterTravel(client, quiet.user, 'SUBSCRIPTION_ENDING'), [])

    clock.travel(2 * day + 12 * hour)
    assert.deepEqual(await remindOurSubscriptions(ours), { ending: [], ended: ours })
    assert.deepEqual(await remindOurSubscriptions(ours), none)
    const ended = await toldAfterTravel(client, artist.user, 'SUBSCRIPTION_ENDED')
    assert.sameMembers(
      ended.map((entry) => entry.target?.id),
      [fan.user.uuid, quiet.user.uuid]
    )
    assert.deepEqual(await toldAfterTravel(client, fan.user, 'SUBSCRIPTION_ENDED'), [])

    // A renewed period is a new one to be told of.
    await subscribe(fan.user.id, artist.user.id, clock.now().plus({ days: 2 }))
    assert.deepEqual(await remindOurSubscriptions(ours), { ending: [ours[0]!], ended: [] })
    assert.lengthOf(await toldAfterTravel(client, fan.user, 'SUBSCRIPTION_ENDING'), 2)
  })
})
