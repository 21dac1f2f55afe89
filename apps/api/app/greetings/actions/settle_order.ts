import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { greetingMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { storedNow } from '#core/stored_time'
import { settleGreetingHold } from '#payments/public'
import GreetingOrder, { type DeclinedBy } from '#greetings/greeting_order'
import { tellFanOfSettlement } from '#greetings/notifications'

export type Settlement = { to: 'COMPLETE'; videoKey: string } | { to: 'DECLINED'; by: DeclinedBy }

/**
 * Ends an INIT order and its hold in one transaction: COMPLETE releases the price to the
 * artist, DECLINED returns it to the fan. Only one settlement wins (the conditional UPDATE);
 * the loser — a second click, or the deadline job racing the artist — gets a 409. Pass the
 * caller's transaction to settle together with the caller's own change (the console's audit entry).
 */
export async function settleOrder(
  orderId: number,
  settlement: Settlement,
  client?: TransactionClientContract
): Promise<GreetingOrder> {
  const settle = async (trx: TransactionClientContract) => {
    const stamp = storedNow(trx)
    const query = trx.from('greeting_orders').where('id', orderId).where('status', 'INIT')
    // Delivery is paid only before the deadline, decided in the same UPDATE that settles: a video
    // arriving after it can never win against the expiry, whether or not the job has run yet.
    if (settlement.to === 'COMPLETE') query.where('deadline_at', '>', stamp)
    const result = await query.update({
      status: settlement.to,
      video_key: settlement.to === 'COMPLETE' ? settlement.videoKey : null,
      declined_by: settlement.to === 'DECLINED' ? settlement.by : null,
      settled_at: stamp,
      updated_at: stamp,
    })
    const moved = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
    if (moved !== 1) {
      if (settlement.to === 'COMPLETE' && (await overdueAndWaiting(trx, orderId, stamp)))
        throw ApiException.conflict(greetingMessages.deadlinePassed)
      throw ApiException.conflict(greetingMessages.notAwaiting)
    }
    const order = await GreetingOrder.query({ client: trx }).where('id', orderId).firstOrFail()
    await settleGreetingHold(order.purchaseUuid, settlement.to === 'COMPLETE' ? 'release' : 'return', trx)
    await tellFanOfSettlement(trx, order)
    return order
  }
  return client ? settle(client) : db.transaction(settle)
}

async function overdueAndWaiting(trx: QueryClientContract, orderId: number, stamp: string) {
  const row = await trx
    .from('greeting_orders')
    .where('id', orderId)
    .where('status', 'INIT')
    .where('deadline_at', '<=', stamp)
    .first()
  return !!row
}

/**
 * An order past its deadline that nothing settled yet is declined now and its price returned:
 * the expiry job is not the only guard, a late delivery attempt expires the order itself. A
 * race with the job (its 409) changes nothing.
 */
export async function expireIfOverdue(orderId: number): Promise<boolean> {
  if (!(await overdueAndWaiting(db.connection(), orderId, storedNow()))) return false
  try {
    await settleOrder(orderId, { to: 'DECLINED', by: 'DEADLINE' })
  } catch (error) {
    if (!(error instanceof ApiException && error.status === 409)) throw error
  }
  return true
}
