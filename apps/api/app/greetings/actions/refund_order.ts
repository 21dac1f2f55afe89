import db from '@adonisjs/lucid/services/db'
import { adminMoneyMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import { formatHryvnia } from '#payments/public'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'

/**
 * A moderator refunds a video greeting that is still waiting for its video (the terms' refund):
 * the order is declined as a decline or the deadline would, so its held price goes back to the
 * fan's balance, and the artist can no longer send or decline it. A delivered, declined or
 * already refunded order is a 409: its hold has already ended, and undoing a release would take
 * money the artist may have withdrawn. The audit entry is written in the same transaction.
 */
export async function refundOrder(orderId: number, reason: string, actor: User): Promise<GreetingOrder> {
  return db.transaction(async (trx) => {
    const order = await GreetingOrder.query({ client: trx }).where('id', orderId).first()
    if (!order) throw ApiException.notFound(adminMoneyMessages.orderNotFound)
    if (order.status !== 'INIT') throw ApiException.conflict(adminMoneyMessages.orderNotRefundable)
    let refunded: GreetingOrder
    try {
      refunded = await settleOrder(order.id, { to: 'DECLINED', by: 'MODERATOR' }, trx)
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
        reason,
      },
      trx
    )
    return refunded
  })
}
