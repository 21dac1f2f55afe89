import type { HttpContext } from '@adonisjs/core/http'
import { adminMoneyMessages, paymentGoals, paymentStatuses } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { Purchase } from '#payments/public'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { hryvnia, peopleById, searchText, usersMatching } from '#admin/money_presenters'

const COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  settledAt: 'settled_at',
  amount: 'amount',
  status: 'status',
  goal: 'goal',
}
const STATUSES: readonly string[] = paymentStatuses.options

function present(purchase: Purchase, people: Awaited<ReturnType<typeof peopleById>>) {
  return {
    id: purchase.id,
    uuid: purchase.uuid,
    goal: purchase.goal,
    amount: hryvnia(purchase.amount),
    currency: purchase.currency,
    status: purchase.status,
    holdStatus: purchase.holdStatus,
    provider: purchase.provider,
    providerTransactionId: purchase.providerTransactionId,
    userDesire: purchase.userDesire,
    payerId: purchase.payerId,
    payer: people.get(purchase.payerId) ?? null,
    artistId: purchase.artistId,
    artist: people.get(purchase.artistId) ?? null,
    createdAt: purchase.createdAt.toUTC().toISO(),
    settledAt: purchase.settledAt?.toUTC().toISO() ?? null,
  }
}

/** /admin/api/payments — every purchase, newest first, read-only: search by person, filter by status and goal. */
export default class AdminPaymentsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = Purchase.query()
    if (typeof list.filter.status === 'string' && STATUSES.includes(list.filter.status))
      query.where('status', list.filter.status)
    const goal = paymentGoals.safeParse(list.filter.goal)
    if (goal.success) query.where('goal', goal.data)
    for (const party of ['payerId', 'artistId'] as const) {
      const id = Number(list.filter[party])
      if (Number.isInteger(id) && id > 0) query.where(party === 'payerId' ? 'payer_id' : 'artist_id', id)
    }
    const q = searchText(list.filter)
    if (q)
      query.where((where) =>
        where.where('uuid', q).orWhereIn('payer_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q))
      )
    const rows = await answerList(ctx, 'payments', query, list, (field) => COLUMNS[field] ?? 'id')
    const people = await peopleById(rows.flatMap((row) => [row.payerId, row.artistId]))
    return rows.map((row) => present(row, people))
  }

  async show({ params }: HttpContext) {
    const purchase = Number.isInteger(Number(params.id)) ? await Purchase.find(Number(params.id)) : null
    if (!purchase) throw ApiException.notFound(adminMoneyMessages.paymentNotFound)
    return present(purchase, await peopleById([purchase.payerId, purchase.artistId]))
  }
}
