import { open, stat } from 'node:fs/promises'
import { limits } from '@kobza/contract'
import { greetingWebmPath } from '@kobza/testkit'
import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail } from '#accounts/public'
import { payThroughSandbox } from '#payments/public'
import { servicePricesOf } from '#profiles/public'
import { probeVideo, sniffMediaType, withStoredMedia } from '#media/public'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'
import { deliverVideo } from '#greetings/actions/deliver_video'

type DemoState = 'waiting' | 'declined' | 'delivered'

/** Orders the demo fans placed with the demo artist, one in each state the fan's page shows. */
const demoOrders: Array<{ fan: string; desire: string; state: DemoState }> = [
  {
    fan: 'fan@kobza.local',
    desire: 'Привітайте мою маму Олену з ювілеєм — вона ваша давня шанувальниця!',
    state: 'waiting',
  },
  { fan: 'fan2@kobza.local', desire: 'Заспівайте кілька рядків для мого брата Тараса на випускний.', state: 'waiting' },
  { fan: 'fan@kobza.local', desire: 'Привітання для нашої команди з Днем незалежності.', state: 'declined' },
  { fan: 'fan@kobza.local', desire: 'Привітайте мого тата Петра з шістдесятиріччям!', state: 'delivered' },
]
const demoArtistEmail = 'artist@kobza.local'

/**
 * The delivered order's video: 4 s of VP8/Opus WebM (640×360, about 140 KB) that Chromium
 * recorded from a canvas (packages/testkit/scripts/make-greeting-webm.mjs), so it really plays.
 */
const demoVideo = greetingWebmPath

/**
 * The artist sends the demo video through the real delivery (private storage, the hold
 * released), after the checks an upload gets: its type told by its bytes, within the size limit.
 */
async function deliverDemoVideo(order: GreetingOrder) {
  const head = new Uint8Array(64)
  const file = await open(demoVideo)
  try {
    await file.read(head, 0, head.length, 0)
  } finally {
    await file.close()
  }
  const type = sniffMediaType(head)
  const { size } = await stat(demoVideo)
  if (type !== 'video/webm' || size > limits.videoMaxBytes)
    throw new Error(`${demoVideo} is not a WebM video within ${limits.videoMaxBytes} bytes`)
  const video = { field: 'video', clientName: 'greeting.webm', path: demoVideo, size, type }
  const { durationSeconds } = await probeVideo(demoVideo)
  await withStoredMedia((store) => deliverVideo(order, video, durationSeconds, store))
}

/**
 * Paid through the sandbox's signed callback (which creates each order), once per wish; then
 * declined by the artist, or delivered with the demo video, as the demo says. A wish already
 * there is left as it is, except one a stopped run paid for but did not deliver.
 */
export async function seedDemoGreetings(context: DemoContext): Promise<DemoResult> {
  let created = 0
  const artist = await findUserByEmail(demoArtistEmail)
  const price = artist ? (await servicePricesOf(artist.id)).videoCongratulationPrice.price : null
  for (const [index, demo] of demoOrders.entries()) {
    context.progress(`${demo.fan} → ${demoArtistEmail}`, index, demoOrders.length)
    const fan = await findUserByEmail(demo.fan)
    if (!fan || !artist || price === null) continue
    const existing = await GreetingOrder.query()
      .where('fan_id', fan.id)
      .where('artist_id', artist.id)
      .where('fan_desire', demo.desire)
      .first()
    if (existing) {
      if (demo.state === 'delivered' && existing.status === 'INIT') await deliverDemoVideo(existing)
      continue
    }
    const { purchaseUuid } = await payThroughSandbox({
      fanId: fan.id,
      artistId: artist.id,
      goal: 'VID_CONGRATULATION',
      kopiyky: BigInt(Math.round(price * 100)),
      userDesire: demo.desire,
      transactionId: `sandbox-demo-greeting-${index + 1}`,
    })
    const order = await GreetingOrder.findByOrFail('purchase_uuid', purchaseUuid)
    if (demo.state === 'declined') await settleOrder(order.id, { to: 'DECLINED', by: 'ARTIST' })
    if (demo.state === 'delivered') await deliverDemoVideo(order)
    created += 1
  }
  context.progress('video greetings', demoOrders.length, demoOrders.length)
  return { created, total: demoOrders.length }
}
