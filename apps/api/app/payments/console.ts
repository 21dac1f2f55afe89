import { adminMoneyMessages, paymentGoals, paymentStatuses, withdrawalStatuses } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { peopleById, usersMatching, type PeopleById } from '#accounts/public'
import { idFilter, recordId, searchText, type ListQuery } from '#admin/public'
import Purchase from '#payments/purchase'
import Withdrawal from '#payments/withdrawal'

/* The console's read-models of money: payments (purchases) and withdrawals (app/admin routes them). */

/** A bigint kopiyky column as hryvnia for the console (exact below 2^53 kopiyky). */
export const hryvnia = (kopiyky: bigint) => Number(kopiyky) / 100

const STATUSES: readonly string[] = paymentStatuses.options

function presentPurchase(purchase: Purchase, people: PeopleById) {
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

/** /admin/api/payments: every purchase, read-only; search by person, filter by status and goal. */
export const paymentsConsole = {
  columns: {
    id: 'id',
    createdAt: 'created_at',
    settledAt: 'settled_at',
    amount: 'amount',
    status: 'status',
    goal: 'goal',
  } as Record<string, string>,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Purchase.query()
    if (typeof filter.status === 'string' && STATUSES.includes(filter.status)) query.where('status', filter.status)
    const goal = paymentGoals.safeParse(filter.goal)
    if (goal.success) query.where('goal', goal.data)
    const payer = idFilter(filter.payerId)
    if (payer) query.where('payer_id', payer)
    const artist = idFilter(filter.artistId)
    if (artist) query.where('artist_id', artist)
    const q = searchText(filter)
    if (q)
      query.where((where) =>
        where.where('uuid', q).orWhereIn('payer_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q))
      )
    return query
  },
  async present(rows: Purchase[]) {
    const people = await peopleById(rows.flatMap((row) => [row.payerId, row.artistId]))
    return rows.map((row) => presentPurchase(row, people))
  },
  async find(id: unknown) {
    const key = recordId(id)
    const purchase = key ? await Purchase.find(key) : null
    if (!purchase) throw ApiException.notFound(adminMoneyMessages.paymentNotFound)
    return purchase
  },
}

function presentWithdrawal(withdrawal: Withdrawal, people: PeopleById) {
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

/** /admin/api/withdrawals: artists' payout requests; search by person, filter by status. */
export const withdrawalsConsole = {
  columns: { id: 'id', createdAt: 'created_at', amount: 'amount', status: 'status' } as Record<string, string>,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Withdrawal.query()
    const status = withdrawalStatuses.safeParse(filter.status)
    if (status.success) query.where('status', status.data)
    const artist = idFilter(filter.artistId)
    if (artist) query.where('artist_id', artist)
    const q = searchText(filter)
    if (q) query.where((where) => where.where('uuid', q).orWhereIn('artist_id', usersMatching(q)))
    return query
  },
  async present(rows: Withdrawal[]) {
    const people = await peopleById(rows.map((row) => row.artistId))
    return rows.map((row) => presentWithdrawal(row, people))
  },
  async find(id: unknown) {
    const key = recordId(id)
    const withdrawal = key ? await Withdrawal.find(key) : null
    if (!withdrawal) throw ApiException.notFound(adminMoneyMessages.withdrawalNotFound)
    return withdrawal
  },
}
