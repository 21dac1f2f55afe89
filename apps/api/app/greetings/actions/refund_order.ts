import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { adminMoneyMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import { storedNow } from '#core/stored_time'
import { formatHryvnia, settleGreetingHold } from '#payments/public'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'
import { tellFanOfSettlement } from '#greetings/notifications'

/**
 * Takes a delivered order back (the terms: a refund when the wrong content was sent): the order
 * is declined by a moderator and the released price moves from the artist (share and platform
 * fee) back to the fan's balance. Only one settlement of the order wins (conditional UPDATE).
 */
async function refundDelivered(order: GreetingOrder, trx: TransactionClientContract): Promise<GreetingOrder> {
  const stamp = storedNow(trx)
  const result = await trx
    .from('greeting_orders')
    .where('id', order.id)
    .where('status', 'COMPLETE')
    .update({ status: 'DECLINED', declined_by: 'MODERATOR', settled_at: stamp, updated_at: stamp })
  const moved = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
  if (moved !== 1) throw ApiException.conflict(adminMoneyMessages.orderNotRefundable)
  await settleGreetingHold(order.purchaseUuid, 'refund', trx)
  const refunded = await GreetingOrder.query({ client: trx }).where('id', order.id).firstOrFail()
  await tellFanOfSettlement(trx, refunded)
  return refunded
}

/**
 * A moderator refunds a video greeting (the terms' refund). One still waiting for its video is
 * declined as a decline or the deadline would, so its held price goes back to the fan and the
 * artist can no longer send or decline it; a delivered one (the wrong content was sent) is taken
 * back from the artist, who goes negative if the money was already paid out. A declined or
 * already refunded order is a 409. The audit entry is written in the same transaction.
 */
export async function refundOrder(orderId: number, reason: string, actor: User): Promise<GreetingOrder> {
  return db.transaction(async (trx) => {
    const order = await GreetingOrder.query({ client: trx }).where('id', orderId).first()
    if (!order) throw ApiException.notFound(adminMoneyMessages.orderNotFound)
    if (order.status === 'DECLINED') throw ApiException.conflict(adminMoneyMessages.orderNotRefundable)
    const delivered = order.status === 'COMPLETE'
    let refunded: GreetingOrder
    try {
      refunded = delivered
        ? await refundDelivered(order, trx)
        : await settleOrder(order.id, { to: 'DECLINED', by: 'MODERATOR' }, trx)
    } catch (error) {
      // Settled between the read and the conditional UPDATE (the artist, the deadline job).
      if (error instanceof ApiException && error.status === 409)
        throw ApiException.conflict(adminMoneyMessages.orderNotRefundable)
      throw error
    }
    await AuditLog.record(
      'greeting.refunded',
      actor.id,
      order.fanId,
      {
        order: order.id,
        purchase: order.purchaseUuid,
        artist: order.artistId,
        amount: formatHryvnia(order.amount),
        currency: 'UAH',
        delivered,
        reason,
      },
      trx
    )
    return refunded
  })
}
