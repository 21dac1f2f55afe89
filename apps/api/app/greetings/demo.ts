import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail } from '#accounts/public'
import { payThroughSandbox } from '#payments/public'
import { servicePricesOf } from '#profiles/public'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'

/** Orders the demo fans placed with the demo artist: waiting ones and one the artist declined. */
const demoOrders = [
  {
    fan: 'fan@kobza.local',
    desire: 'Привітайте мою маму Олену з ювілеєм — вона ваша давня шанувальниця!',
    declined: false,
  },
  { fan: 'fan2@kobza.local', desire: 'Заспівайте кілька рядків для мого брата Тараса на випускний.', declined: false },
  { fan: 'fan@kobza.local', desire: 'Привітання для нашої команди з Днем незалежності.', declined: true },
]
const demoArtistEmail = 'artist@kobza.local'

/**
 * Paid through the sandbox's signed callback (which creates each order), once per wish. The
 * delivered state is left out: the demo has no real video to deliver (the upload is checked by
 * content, and a fake file would not play).
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
    if (existing) continue
    const { purchaseUuid } = await payThroughSandbox({
      fanId: fan.id,
      artistId: artist.id,
      goal: 'VID_CONGRATULATION',
      kopiyky: BigInt(Math.round(price * 100)),
      userDesire: demo.desire,
      transactionId: `sandbox-demo-greeting-${index + 1}`,
    })
    const order = await GreetingOrder.findByOrFail('purchase_uuid', purchaseUuid)
    if (demo.declined) await settleOrder(order.id, { to: 'DECLINED', by: 'ARTIST' })
    created += 1
  }
  context.progress('video greetings', demoOrders.length, demoOrders.length)
  return { created, total: demoOrders.length }
}
