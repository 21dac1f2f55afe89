import type { HttpContext } from '@adonisjs/core/http'
import { adminMoneyMessages, adminWithdrawalDecision, withdrawalStatuses } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { decideWithdrawal, Withdrawal } from '#payments/public'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { hryvnia, peopleById, searchText, usersMatching } from '#admin/money_presenters'

const COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', amount: 'amount', status: 'status' }

function present(withdrawal: Withdrawal, people: Awaited<ReturnType<typeof peopleById>>) {
  return {
    id: withdrawal.id,
    uuid: withdrawal.uuid,
    amount: hryvnia(withdrawal.amount),
    currency: withdrawal.currency,
    status: withdrawal.status,
    artistId: withdrawal.artistId,
    artist: people.get(withdrawal.artistId) ?? null,
    createdAt: withdrawal.createdAt.toUTC().toISO(),
  }
}

async function findOr404(id: unknown) {
  const withdrawal = Number.isInteger(Number(id)) ? await Withdrawal.find(Number(id)) : null
  if (!withdrawal) throw ApiException.notFound(adminMoneyMessages.withdrawalNotFound)
  return withdrawal
}

/** /admin/api/withdrawals — artists' payout requests; an operator marks one PAID or REJECTED (audited). */
export default class AdminWithdrawalsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = Withdrawal.query()
    const status = withdrawalStatuses.safeParse(list.filter.status)
    if (status.success) query.where('status', status.data)
    const artistId = Number(list.filter.artistId)
    if (Number.isInteger(artistId) && artistId > 0) query.where('artist_id', artistId)
    const q = searchText(list.filter)
    if (q) query.where((where) => where.where('uuid', q).orWhereIn('artist_id', usersMatching(q)))
    const rows = await answerList(ctx, 'withdrawals', query, list, (field) => COLUMNS[field] ?? 'id')
    const people = await peopleById(rows.map((row) => row.artistId))
    return rows.map((row) => present(row, people))
  }

  async show({ params }: HttpContext) {
    const withdrawal = await findOr404(params.id)
    return present(withdrawal, await peopleById([withdrawal.artistId]))
  }

  async update(ctx: HttpContext) {
    const { status, reason } = validate(adminWithdrawalDecision, ctx.request.body())
    const target = await findOr404(ctx.params.id)
    const decided = await decideWithdrawal(
      target.id,
      status,
      ctx.currentUser!,
      status === 'REJECTED' ? (reason ?? undefined) : undefined
    )
    return present(decided, await peopleById([decided.artistId]))
  }
}
