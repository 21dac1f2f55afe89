import { adminMoneyMessages, videoOrderStatuses } from '@kobza/contract'
import { peopleById, whereParties, type PeopleById } from '#accounts/public'
import { hryvnia } from '#payments/public'
import { findOr404, whereFilters, type ListQuery, sortableColumns } from '#admin/public'
import GreetingOrder from '#greetings/greeting_order'

/* The console sees whether a video was sent, never the private video itself. */
function presentOrder(order: GreetingOrder, people: PeopleById) {
  return {
    id: order.id,
    purchaseUuid: order.purchaseUuid,
    amount: hryvnia(order.amount),
    currency: 'UAH',
    status: order.status,
    declinedBy: order.declinedBy,
    fanDesire: order.fanDesire,
    videoSent: order.videoKey !== null,
    fanId: order.fanId,
    fan: people.get(order.fanId) ?? null,
    artistId: order.artistId,
    artist: people.get(order.artistId) ?? null,
    createdAt: order.createdAt.toUTC().toISO(),
    deadlineAt: order.deadlineAt.toUTC().toISO(),
    settledAt: order.settledAt?.toUTC().toISO() ?? null,
  }
}

/** /admin/api/greeting-orders: video greeting orders; search by either party, filter by status. */
export const greetingOrdersConsole = {
  columns: sortableColumns('id', 'createdAt', 'deadlineAt', 'amount', 'status'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = whereFilters(GreetingOrder.query(), filter, {
      people: { fanId: 'fan_id', artistId: 'artist_id' },
      choices: { status: [videoOrderStatuses, 'status'] },
    })
    return whereParties(query, filter, ['fan_id', 'artist_id'])
  },
  async present(rows: GreetingOrder[]) {
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => presentOrder(row, people))
  },
  find: (id: unknown) => findOr404(GreetingOrder, id, adminMoneyMessages.orderNotFound),
}
