import { adminMoneyMessages, videoOrderStatuses } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { peopleById, usersMatching, type PeopleById } from '#accounts/public'
import { hryvnia } from '#payments/public'
import { idFilter, recordId, searchText, type ListQuery } from '#admin/public'
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
  columns: {
    id: 'id',
    createdAt: 'created_at',
    deadlineAt: 'deadline_at',
    amount: 'amount',
    status: 'status',
  } as Record<string, string>,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = GreetingOrder.query()
    const status = videoOrderStatuses.safeParse(filter.status)
    if (status.success) query.where('status', status.data)
    const fan = idFilter(filter.fanId)
    if (fan) query.where('fan_id', fan)
    const artist = idFilter(filter.artistId)
    if (artist) query.where('artist_id', artist)
    const q = searchText(filter)
    if (q) query.where((where) => where.orWhereIn('fan_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q)))
    return query
  },
  async present(rows: GreetingOrder[]) {
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => presentOrder(row, people))
  },
  async find(id: unknown) {
    const key = recordId(id)
    const order = key ? await GreetingOrder.find(key) : null
    if (!order) throw ApiException.notFound(adminMoneyMessages.orderNotFound)
    return order
  },
}
