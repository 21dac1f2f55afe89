import type { ApiClient } from '@japa/api-client'
import { videoOrderList } from '@kobza/contract'
import { seedDemoPeople } from '#accounts/demo'
import { seedDemoProfiles } from '#profiles/demo'
import { seedDemoPayments } from '#payments/demo'
import { seedDemoGreetings } from '#greetings/demo'
import {
  fanAndArtist,
  orderOfCheckout,
  postCallback,
  purchase,
  sandboxCallback,
  setTestPrices,
  testPrices,
  uah,
} from '../payments/helpers.js'

/** The artist's greeting price, in hryvnia. */
export const greetingPrice = testPrices.greeting

/** A fan orders a greeting and the sandbox's signed callback confirms the payment. */
export async function paidGreeting(
  client: ApiClient,
  fan: { bearer: string },
  artist: { user: { id: number; uuid: string } },
  desire = 'Happy birthday, Olena!'
) {
  await setTestPrices(artist.user.id)
  const created = await purchase(client, fan.bearer, {
    paymentGoal: 'VID_CONGRATULATION',
    money: uah(greetingPrice),
    artistUuid: artist.user.uuid,
    userDesire: desire,
  })
  const order = await orderOfCheckout(created)
  const callback = await postCallback(client, sandboxCallback(order))
  callback.assertStatus(200)
  return order
}

/**
 * A fan and an artist with one paid greeting order waiting for its video: the purchase, and the
 * order as the artist's list shows it.
 */
export async function waitingGreeting(client: ApiClient, desire?: string) {
  const { fan, artist } = await fanAndArtist()
  const purchase = await paidGreeting(client, fan, artist, desire)
  const [order] = await ordersOf(client, artist.bearer, true)
  if (!order) throw new Error('the paid greeting is not in the artist’s list')
  return { fan, artist, purchase, order }
}

export async function ordersOf(client: ApiClient, bearer: string, isArtistFlow: boolean) {
  const response = await client
    .get('/api/v1/video-congratulations')
    .qs({ isArtistFlow: String(isArtistFlow) })
    .header('authorization', bearer)
  response.assertStatus(200)
  return videoOrderList.parse(response.body())
}

export function deliver(client: ApiClient, bearer: string, offerId: number, video: Buffer, filename = 'greeting.mp4') {
  return client
    .post(`/api/v1/video-congratulations/${offerId}`)
    .header('authorization', bearer)
    .file('video', video, { filename })
}

export function decline(client: ApiClient, bearer: string, offerId: number) {
  return client.delete(`/api/v1/video-congratulations/${offerId}`).header('authorization', bearer)
}

/** What `kobza seed demo` hands every domain's seeder, without a local ledger. */
export const demoContext = { password: 'Kobza-demo-2026!', localLedger: false, progress: () => {} }

/** The demo seed up to greetings, in the order `kobza seed demo` runs it. */
export async function seedDemoUpToGreetings() {
  await seedDemoPeople(demoContext)
  await seedDemoProfiles(demoContext)
  await seedDemoPayments(demoContext)
  await seedDemoGreetings(demoContext)
}
