import type { HttpContext } from '@adonisjs/core/http'
import { adminGreetingRefund, adminMoneyMessages, videoOrderStatuses } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { GreetingOrder, refundOrder } from '#greetings/public'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { hryvnia, peopleById, searchText, usersMatching } from '#admin/money_presenters'

const COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  deadlineAt: 'deadline_at',
  amount: 'amount',
  status: 'status',
}

/* Beyond a 32-bit id PostgreSQL would fail the query itself: such an id names no order. */
async function findOr404(id: unknown) {
  const key = Number(id)
  const order = Number.isInteger(key) && key > 0 && key <= 2 ** 31 - 1 ? await GreetingOrder.find(key) : null
  if (!order) throw ApiException.notFound(adminMoneyMessages.orderNotFound)
  return order
}

/* The console sees whether a video was sent, never the private video itself. */
function present(order: GreetingOrder, people: Awaited<ReturnType<typeof peopleById>>) {
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

/**
 * /admin/api/greeting-orders — video greeting orders, newest first; a moderator refunds one
 * still waiting for its video (POST …/:id/refunds, audited).
 */
export default class AdminGreetingOrdersController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = GreetingOrder.query()
    const status = videoOrderStatuses.safeParse(list.filter.status)
    if (status.success) query.where('status', status.data)
    for (const party of ['fanId', 'artistId'] as const) {
      const id = Number(list.filter[party])
      if (Number.isInteger(id) && id > 0) query.where(party === 'fanId' ? 'fan_id' : 'artist_id', id)
    }
    const q = searchText(list.filter)
    if (q) query.where((where) => where.orWhereIn('fan_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q)))
    const rows = await answerList(ctx, 'greeting-orders', query, list, (field) => COLUMNS[field] ?? 'id')
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => present(row, people))
  }

  async show({ params }: HttpContext) {
    const order = await findOr404(params.id)
    return present(order, await peopleById([order.fanId, order.artistId]))
  }

  async refund(ctx: HttpContext) {
    const target = await findOr404(ctx.params.id)
    const { reason } = validate(adminGreetingRefund, ctx.request.body())
    const refunded = await refundOrder(target.id, reason, ctx.currentUser!)
    return present(refunded, await peopleById([refunded.fanId, refunded.artistId]))
  }
}
