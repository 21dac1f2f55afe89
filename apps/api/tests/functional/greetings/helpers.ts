import { readFileSync } from 'node:fs'
import type { ApiClient } from '@japa/api-client'
import { videoOrderList } from '@kobza/contract'
import { setServicePrices } from '#profiles/public'
import Purchase from '#payments/purchase'
import { postCallback, purchase, sandboxCallback, uah } from '../payments/helpers.js'

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}
const u32 = (...values: number[]) => {
  const bytes = Buffer.alloc(4 * values.length)
  values.forEach((value, index) => bytes.writeUInt32BE(value, index * 4))
  return bytes
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts)
const identity = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)

/**
 * A small ISO base media file (MP4): `ftyp`, a `moov` stating `seconds` and one track whose
 * handler is `handler` ('vide' a picture, 'soun' sound only), then an `mdat` padding the file
 * to `size` bytes — what a container parser reads, without a real encoder.
 */
export function mp4Bytes(size = 4096, { seconds = 2, handler = 'vide' } = {}): Buffer {
  const scale = 1000
  const mvhd = fullBox(
    'mvhd',
    u32(0, 0, scale, seconds * scale, 0x10000),
    Buffer.from([1, 0]),
    Buffer.alloc(10),
    identity,
    Buffer.alloc(24),
    u32(2)
  )
  const tkhd = fullBox('tkhd', u32(0, 0, 1, 0, seconds * scale), Buffer.alloc(16), identity, u32(640 << 16, 360 << 16))
  const mdhd = fullBox('mdhd', u32(0, 0, scale, seconds * scale), Buffer.from([0x55, 0xc4, 0, 0]))
  const hdlr = fullBox('hdlr', u32(0), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('Handler\0'))
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', fullBox('stsd', u32(0))))))
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'))
  const head = Buffer.concat([ftyp, box('moov', mvhd, trak)])
  return Buffer.concat([head, box('mdat', Buffer.alloc(Math.max(0, size - head.length - 8), 7))])
}

/** A real WebM (VP8 and Opus, 640×360, about 4 s): the demo's greeting. */
export function webmBytes(): Buffer {
  return readFileSync(new URL('../../../app/greetings/demo_greeting.webm', import.meta.url))
}

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
