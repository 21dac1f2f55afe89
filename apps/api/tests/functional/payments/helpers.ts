import { randomUUID } from 'node:crypto'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import type { Money, PaymentGoal } from '@kobza/contract'
import { ledgerTotal } from '#payments/actions/balance_of'
import { clock } from '#core/clock'
import { setServicePrices } from '#profiles/public'
import { paymentsConfig } from '#payments/payments_config'
import { sandboxCallbackFor, type SandboxDecision } from '#payments/providers/sandbox_provider'
import { encodeData, sandboxSignature } from '#payments/providers/signing'
import { formatHryvnia } from '#payments/money'
import Purchase from '#payments/purchase'
import type { User } from '#accounts/public'
import { createUser, signedIn } from '#tests/helpers'

/** The spec's money in hryvnia. */
export const uah = (amount: number): Money => ({ amount, currency: 'UAH' })

/**
 * A group of tests that move money: every test ends with a ledger whose entries sum to zero,
 * and with the real time back for the next (money tests travel to deadlines and renewals).
 */
export function ledgerGroup(title: string, callback: (group: Group) => void) {
  test.group(title, (group) => {
    group.each.teardown(async () => {
      const total = await ledgerTotal()
      if (total !== 0n) throw new Error(`The ledger's entries sum to ${total} kopiyky, not zero`)
    })
    group.each.teardown(() => clock.reset())
    callback(group)
  })
}

/** A signed-in fan and an artist to pay. */
export async function fanAndArtist() {
  const fan = await signedIn()
  const artist = await signedIn({ authorities: ['ARTIST'] })
  return { fan, artist }
}

export async function purchase(
  client: ApiClient,
  bearer: string,
  body: { paymentGoal: PaymentGoal; money: Money; artistUuid: string; userDesire?: string | null }
) {
  return client.post('/api/v1/payments/purchases').header('authorization', bearer).json(body)
}

/** Asks to donate `amount` UAH to the artist; the answer is not checked. */
export async function donate(client: ApiClient, bearer: string, artistUuid: string, amount: number) {
  return purchase(client, bearer, { paymentGoal: 'DONATE', money: uah(amount), artistUuid })
}

/** The purchase row a created purchase's checkout is for (the answer must be a 201). */
export async function orderOfCheckout(response: ApiResponse) {
  response.assertStatus(201)
  return orderOfCheckoutUrl(response.body().checkoutUrl)
}

/** The purchase row the checkout at `checkoutUrl` is for. */
export async function orderOfCheckoutUrl(checkoutUrl: string) {
  const uuid = new URL(checkoutUrl).pathname.split('/').pop()!
  return Purchase.query().where('uuid', uuid).firstOrFail()
}

/** Donates and answers the purchase row the checkout is for. */
export async function pendingDonation(client: ApiClient, bearer: string, artistUuid: string, amount: number) {
  return orderOfCheckout(await donate(client, bearer, artistUuid, amount))
}

/** Subscribes at the test price (`setTestPrices`) and answers the purchase row the checkout is for. */
export async function pendingSubscription(client: ApiClient, bearer: string, artistUuid: string) {
  return orderOfCheckout(
    await purchase(client, bearer, { paymentGoal: 'SUBSCRIBE', money: uah(testPrices.subscribe), artistUuid })
  )
}

/** An artist with `amount` UAH a fan donated, paid and credited through the sandbox. */
export async function artistWithIncome(client: ApiClient, amount: number) {
  const { fan, artist } = await fanAndArtist()
  const order = await pendingDonation(client, fan.bearer, artist.user.uuid, amount)
  ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
  return { fan, artist, order }
}

/** POST /api/v1/payments/withdrawals: the artist asks to withdraw `amount` UAH (the answer is not checked). */
export function withdraw(client: ApiClient, bearer: string, amount: number) {
  return client
    .post('/api/v1/payments/withdrawals')
    .header('authorization', bearer)
    .json({ money: uah(amount) })
}

/** An artist with `amount` UAH donated and a withdrawal of `withdrawn` UAH requested. */
export async function withdrawalRequested(client: ApiClient, amount: number, withdrawn: number) {
  const { fan, artist, order } = await artistWithIncome(client, amount)
  const response = await withdraw(client, artist.bearer, withdrawn)
  response.assertStatus(201)
  return { fan, artist, order, uuid: response.body().uuid as string }
}

/** The callback the sandbox itself would send, signed with its real secret. */
export function sandboxCallback(
  order: { uuid: string; amount: bigint; currency: string },
  decision: SandboxDecision = 'approve',
  transactionId = 'sandbox-test'
) {
  return sandboxCallbackFor(paymentsConfig.sandboxSecret, order, decision, transactionId)
}

/** A refund notice (LiqPay's `reversed`), as the sandbox would sign it. */
export function sandboxRefund(order: { uuid: string; amount: bigint; currency: string }) {
  const data = encodeData({
    order_id: order.uuid,
    status: 'reversed',
    amount: formatHryvnia(order.amount),
    currency: order.currency,
  })
  return { data, signature: sandboxSignature(paymentsConfig.sandboxSecret, data) }
}

/**
 * POSTs a form body to the sandbox callback with fetch: each call is its own HTTP request on its
 * own database connection, so calls sent together really run at once.
 */
export function fetchSandboxCallback(body: RequestInit['body'], init: RequestInit = {}) {
  return fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/payments/callbacks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    ...init,
  })
}

/** The artist's prices the tests buy at: a 99 UAH month and a 500 UAH greeting. */
export const testPrices = { subscribe: 99, greeting: 500 }

export async function setTestPrices(artistId: number) {
  await setServicePrices(artistId, {
    subscribePrice: testPrices.subscribe,
    videoCongratulationPrice: { price: testPrices.greeting, rule: null },
  })
}

export async function postCallback(
  client: ApiClient,
  callback: { data: string; signature: string },
  provider = 'sandbox'
) {
  return client.post(`/api/v1/payments/callbacks/${provider}`).form(callback)
}

/**
 * A pending order row as the purchase use case writes it, before any money moves: from `fan`
 * to `artist` (new users when not given), through the sandbox unless told.
 */
export async function pendingOrder<Fan extends { id: number } = User, Artist extends { id: number } = User>(
  fields: Pick<Purchase, 'goal' | 'amount'> & Partial<Pick<Purchase, 'userDesire' | 'provider'>>,
  people: { fan?: Fan; artist?: Artist } = {}
) {
  // Without people given, the defaults are the users made here (User, the type parameters' default).
  const fan = people.fan ?? ((await createUser()) as unknown as Fan)
  const artist = people.artist ?? ((await createUser({ authorities: ['ARTIST'] })) as unknown as Artist)
  const order = await Purchase.create({
    uuid: randomUUID(),
    payerId: fan.id,
    artistId: artist.id,
    currency: 'UAH',
    userDesire: null,
    provider: 'sandbox',
    status: 'PENDING',
    providerTransactionId: null,
    holdStatus: null,
    settledAt: null,
    ...fields,
  })
  return { fan, artist, order }
}

export { createUser }
