import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formatHryvnia } from '#payments/public'
import { notify } from '#notifications/public'
import type GreetingOrder from '#greetings/greeting_order'

/** The artist is told of a new order, with the deadline to deliver by. */
export function tellArtistOfOrder(trx: TransactionClientContract, order: GreetingOrder) {
  return notify(trx, {
    type: 'GREETING_ORDERED',
    recipientId: order.artistId,
    actorId: order.fanId,
    target: { kind: 'GREETING', id: String(order.id) },
    data: { deadlineAt: order.deadlineAt.toUTC().toISO()!, amount: formatHryvnia(order.amount) },
  })
}

/**
 * The fan is told how a settled order ended: delivered or declined by the artist, or refunded
 * (the deadline, a moderator) with nobody as its actor.
 */
export function tellFanOfSettlement(trx: TransactionClientContract, order: GreetingOrder) {
  const byArtist = order.status === 'COMPLETE' || order.declinedBy === 'ARTIST'
  return notify(trx, {
    type:
      order.status === 'COMPLETE'
        ? 'GREETING_DELIVERED'
        : order.declinedBy === 'ARTIST'
          ? 'GREETING_DECLINED'
          : 'GREETING_REFUNDED',
    recipientId: order.fanId,
    actorId: byArtist ? order.artistId : null,
    target: { kind: 'GREETING', id: String(order.id) },
    data: { amount: formatHryvnia(order.amount) },
  })
}
