import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PaidGreeting } from '#payments/public'
import { clock } from '#core/clock'
import GreetingOrder from '#greetings/greeting_order'
import { deadlineDays } from '#greetings/greetings_config'
import { tellArtistOfOrder } from '#greetings/notifications'

/**
 * The order a verified VID_CONGRATULATION payment creates, in the callback's transaction, with
 * the deadline counted from now. The callback is idempotent, so this runs once per purchase
 * (the unique purchase_id makes a second one fail loudly rather than duplicate).
 */
export async function createGreetingOrder(trx: TransactionClientContract, paid: PaidGreeting): Promise<GreetingOrder> {
  const order = await GreetingOrder.create(
    {
      purchaseId: paid.purchaseId,
      purchaseUuid: paid.purchaseUuid,
      fanId: paid.fanId,
      artistId: paid.artistId,
      amount: paid.amount,
      fanDesire: paid.fanDesire,
      status: 'INIT',
      videoKey: null,
      deadlineAt: clock.now().toUTC().plus({ days: deadlineDays() }),
      settledAt: null,
      declinedBy: null,
    },
    { client: trx }
  )
  await tellArtistOfOrder(trx, order)
  return order
}
