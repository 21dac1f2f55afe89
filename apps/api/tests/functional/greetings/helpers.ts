import type { ApiClient } from '@japa/api-client'
import { videoOrderList } from '@kobza/contract'
import { setServicePrices } from '#profiles/public'
import Purchase from '#payments/purchase'
import { postCallback, purchase, sandboxCallback, uah } from '../payments/helpers.js'

/** The artist's greeting price, in hryvnia. */
export const greetingPrice = 500

/** A fan orders a greeting and the sandbox's signed callback confirms the payment. */
export async function paidGreeting(
  client: ApiClient,
  fan: { bearer: string },
  artist: { user: { id: number; uuid: string } },
  desire = 'Happy birthday, Olena!'
) {
  await setServicePrices(artist.user.id, {
    subscribePrice: 99,
    videoCongratulationPrice: { price: greetingPrice, rule: null },
  })
  const created = await purchase(client, fan.bearer, {
    paymentGoal: 'VID_CONGRATULATION',
    money: uah(greetingPrice),
    artistUuid: artist.user.uuid,
    userDesire: desire,
  })
  created.assertStatus(201)
  const uuid = new URL(created.body().checkoutUrl).pathname.split('/').pop()!
  const order = await Purchase.query().where('uuid', uuid).firstOrFail()
  const callback = await postCallback(client, sandboxCallback(order))
  callback.assertStatus(200)
  return order
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
