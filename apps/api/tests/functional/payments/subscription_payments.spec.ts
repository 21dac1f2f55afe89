import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { clock } from '#core/clock'
import { Subscription } from '#subscriptions/public'
import {
  ledgerGroup,
  fanAndArtist,
  fetchSandboxCallback,
  orderOfCheckoutUrl,
  pendingSubscription,
  postCallback,
  sandboxCallback,
  sandboxRefund,
  setTestPrices,
  uah,
} from './helpers.js'

/*
 * Issue 31 item 4: a subscription payment moves the paid-until date under the subscription
 * row's lock, and a refund takes its month back.
 */

type Pair = Awaited<ReturnType<typeof fanAndArtist>>

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

const subscribe = (client: ApiClient, pair: Pair) => pendingSubscription(client, pair.fan.bearer, pair.artist.user.uuid)

async function paidUntil(pair: Pair) {
  const row = await Subscription.query().where({ fanId: pair.fan.user.id, artistId: pair.artist.user.id }).first()
  return row?.activeUntil ?? null
}

async function mayChat(client: ApiClient, pair: Pair) {
  const response = await client
    .get('/api/v1/chats/status')
    .qs({ opponentUserUuid: pair.artist.user.uuid })
    .header('authorization', pair.fan.bearer)
  response.assertStatus(200)
  return response.body() as boolean
}

async function levelSubscription(client: ApiClient, pair: Pair) {
  const response = await client
    .get(`/api/v1/profiles/${pair.artist.user.uuid}`)
    .header('authorization', pair.fan.bearer)
  response.assertStatus(200)
  return (response.body() as { levelSubscription: string }).levelSubscription
}

/** Whole months between two instants (the test's own payments are minutes apart). */
const monthsBetween = (from: { toMillis(): number }, to: Subscription['activeUntil']) =>
  Math.round(to.diff(from as never, 'months').months)

ledgerGroup('Subscription payments: atomic extension, refunds end access', () => {
  test('payments sent at once each add a month: six concurrent callbacks give six months', async ({
    client,
    assert,
  }) => {
    const pair = await fanAndArtist()
    await setTestPrices(pair.artist.user.id)
    const first = await subscribe(client, pair)
    ;(await postCallback(client, sandboxCallback(first))).assertStatus(200)
    const afterFirst = (await paidUntil(pair))!

    const orders = []
    for (let index = 0; index < 6; index++) orders.push(await subscribe(client, pair))
    // Real concurrency: each callback is its own HTTP request, on its own database connection.
    const statuses = await Promise.all(
      orders.map((order, index) =>
        fetchSandboxCallback(
          new URLSearchParams({ ...sandboxCallback(order, 'approve', `parallel-${index}`) }).toString()
        ).then((response) => response.status)
      )
    )
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200])
    const rows = await Subscription.query().where({ fanId: pair.fan.user.id, artistId: pair.artist.user.id })
    assert.lengthOf(rows, 1)
    // Each payment adds one calendar month to the paid-until date in turn, so from the 29th–31st
    // February's shorter month carries on (Dec 29 → … → Jun 28): six months at once would differ.
    let expected = afterFirst
    for (let month = 0; month < 6; month++) expected = expected.plus({ months: 1 })
    assert.equal(rows[0]!.activeUntil.toISO(), expected.toISO())
  }).timeout(60_000)

  test('two first payments at once make one subscription of two months', async ({ assert }) => {
    const pair = await fanAndArtist()
    await setTestPrices(pair.artist.user.id)
    const orders = await Promise.all([0, 1].map(() => pendingSubscriptionByFetch(pair)))
    const before = clock.now().toUTC()
    const statuses = await Promise.all(
      orders.map((order) =>
        fetchSandboxCallback(new URLSearchParams({ ...sandboxCallback(order) }).toString()).then(
          (response) => response.status
        )
      )
    )
    assert.deepEqual(statuses, [200, 200])
    const rows = await Subscription.query().where({ fanId: pair.fan.user.id, artistId: pair.artist.user.id })
    assert.lengthOf(rows, 1)
    assert.equal(monthsBetween(before, rows[0]!.activeUntil), 2)
  }).timeout(60_000)

  test('a refunded month is taken back: access, the chat and levelSubscription end with it', async ({
    client,
    assert,
  }) => {
    const pair = await fanAndArtist()
    await setTestPrices(pair.artist.user.id)
    const order = await subscribe(client, pair)
    ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
    assert.isTrue(await mayChat(client, pair))
    assert.equal(await levelSubscription(client, pair), 'SUBSCRIBED')

    const refunded = await postCallback(client, sandboxRefund(order))
    refunded.assertStatus(200)
    assert.equal(refunded.body().message, 'Callback received: reversed')
    assert.isFalse(await mayChat(client, pair))
    assert.equal(await levelSubscription(client, pair), 'UNSUBSCRIBED')
    assert.isTrue((await paidUntil(pair))! <= clock.now().toUTC())
  })

  test('refunding one of two paid months keeps the other', async ({ client, assert }) => {
    const pair = await fanAndArtist()
    await setTestPrices(pair.artist.user.id)
    const first = await subscribe(client, pair)
    ;(await postCallback(client, sandboxCallback(first))).assertStatus(200)
    const oneMonth = (await paidUntil(pair))!
    const second = await subscribe(client, pair)
    ;(await postCallback(client, sandboxCallback(second))).assertStatus(200)
    assert.equal((await paidUntil(pair))!.toISO(), oneMonth.plus({ months: 1 }).toISO())

    ;(await postCallback(client, sandboxRefund(second))).assertStatus(200)
    assert.equal((await paidUntil(pair))!.toISO(), oneMonth.toISO())
    assert.isTrue(await mayChat(client, pair))
    // A duplicate refund notice takes nothing more.
    const again = await postCallback(client, sandboxRefund(second))
    assert.equal(again.body().message, 'Callback received: duplicate')
    assert.equal((await paidUntil(pair))!.toISO(), oneMonth.toISO())
  })
})

async function pendingSubscriptionByFetch(pair: Pair) {
  const response = await fetch(`${base()}/api/v1/payments/purchases`, {
    method: 'POST',
    headers: { authorization: pair.fan.bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ paymentGoal: 'SUBSCRIBE', money: uah(99), artistUuid: pair.artist.user.uuid }),
  })
  if (response.status !== 201) throw new Error(`purchase answered ${response.status}`)
  return orderOfCheckoutUrl(((await response.json()) as { checkoutUrl: string }).checkoutUrl)
}
