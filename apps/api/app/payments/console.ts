import {
  adminMoneyMessages,
  kopiykyToHryvnia,
  paymentGoals,
  paymentStatuses,
  withdrawalStatuses,
} from '@kobza/contract'
import { peopleById, whereParties, type PeopleById } from '#accounts/public'
import { findOr404, whereFilters, type ListQuery, sortableColumns } from '#admin/public'
import Purchase from '#payments/purchase'
import Withdrawal from '#payments/withdrawal'

/* The console's read-models of money: payments (purchases) and withdrawals (app/admin routes them). */

/** A bigint kopiyky column as hryvnia for the console (exact below 2^53 kopiyky). */
export const hryvnia = (kopiyky: bigint) => kopiykyToHryvnia(kopiyky)

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
  columns: sortableColumns('id', 'createdAt', 'settledAt', 'amount', 'status', 'goal'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = whereFilters(Purchase.query(), filter, {
      people: { payerId: 'payer_id', artistId: 'artist_id' },
      choices: { status: [paymentStatuses, 'status'], goal: [paymentGoals, 'goal'] },
    })
    return whereParties(query, filter, ['payer_id', 'artist_id'], true)
  },
  async present(rows: Purchase[]) {
    const people = await peopleById(rows.flatMap((row) => [row.payerId, row.artistId]))
    return rows.map((row) => presentPurchase(row, people))
  },
  find: (id: unknown) => findOr404(Purchase, id, adminMoneyMessages.paymentNotFound),
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
  columns: sortableColumns('id', 'createdAt', 'amount', 'status'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = whereFilters(Withdrawal.query(), filter, {
      people: { artistId: 'artist_id' },
      choices: { status: [withdrawalStatuses, 'status'] },
    })
    return whereParties(query, filter, ['artist_id'], true)
  },
  async present(rows: Withdrawal[]) {
    const people = await peopleById(rows.map((row) => row.artistId))
    return rows.map((row) => presentWithdrawal(row, people))
  },
  find: (id: unknown) => findOr404(Withdrawal, id, adminMoneyMessages.withdrawalNotFound),
}
