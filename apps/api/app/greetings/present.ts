import type { VideoOrder } from '@kobza/contract'
import { mediaUrl } from '#media/public'
import { clock } from '#core/clock'
import type GreetingOrder from '#greetings/greeting_order'

export interface OrderParty {
  uuid: string
  avatar: string | null
  nickName: string | null
  publicName: string | null
}

/** The spec's video order, as one of its two parties sees it (`other` is the other party). */
export function presentOrder(order: GreetingOrder, other: OrderParty): VideoOrder {
  const open = order.status === 'INIT'
  return {
    id: order.id,
    user: { uuid: other.uuid, avatar: other.avatar, nickName: other.nickName, publicName: other.publicName },
    orderedAt: order.createdAt.toUTC().toISO()!,
    status: order.status,
    money: { amount: Number(order.amount) / 100, currency: 'UAH' },
    fanDesire: order.fanDesire,
    videoUrl: order.videoKey ? mediaUrl(order.videoKey) : null,
    deadlineAt: open ? order.deadlineAt.toUTC().toISO()! : null,
    secondsLeft: open ? Math.max(0, Math.floor(order.deadlineAt.diff(clock.now()).as('seconds'))) : null,
  }
}
