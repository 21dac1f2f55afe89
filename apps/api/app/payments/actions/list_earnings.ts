import { totalPages, type Paged, type ReceivedPayment, type WithdrawalAnswer } from '@kobza/contract'
import { User } from '#accounts/public'
import Purchase from '#payments/purchase'
import Withdrawal from '#payments/withdrawal'
import { toMoney } from '#payments/money'

export function presentWithdrawal(withdrawal: Withdrawal): WithdrawalAnswer {
  return {
    uuid: withdrawal.uuid,
    money: toMoney(withdrawal.amount),
    status: withdrawal.status,
    requestedAt: withdrawal.createdAt.toUTC().toISO()!,
  }
}

/** The artist's withdrawal requests, newest first: a count and one page (index artist_id). */
export async function listWithdrawals(artistId: number, page: number, size: number): Promise<Paged<WithdrawalAnswer>> {
  const query = () => Withdrawal.query().where('artist_id', artistId)
  const [countRow, rows] = await Promise.all([
    query().count('* as total').first(),
    query()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page * size)
      .limit(size),
  ])
  const total = Number(countRow?.$extras.total ?? 0)
  return { elements: rows.map(presentWithdrawal), totalPages: totalPages(total, size) }
}

/**
 * What the artist was paid (succeeded, and later reversed ones marked so), newest first, with
 * each payer in one query for the page: the Earnings page's history.
 */
export async function listReceived(artistId: number, page: number, size: number): Promise<Paged<ReceivedPayment>> {
  const query = () => Purchase.query().where('artist_id', artistId).whereIn('status', ['SUCCEEDED', 'REVERSED'])
  const [countRow, rows] = await Promise.all([
    query().count('* as total').first(),
    query()
      .orderBy('settled_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page * size)
      .limit(size),
  ])
  const payerIds = [...new Set(rows.map((row) => row.payerId))]
  const payers = new Map((await User.query().whereIn('id', payerIds)).map((user) => [user.id, user]))
  const total = Number(countRow?.$extras.total ?? 0)
  return {
    elements: rows.map((row) => {
      const payer = payers.get(row.payerId)
      return {
        uuid: row.uuid,
        paymentGoal: row.goal,
        money: toMoney(row.amount),
        payer: { uuid: payer?.uuid ?? '', nickName: payer?.nickName ?? null, publicName: payer?.publicName ?? null },
        paidAt: (row.settledAt ?? row.createdAt).toUTC().toISO()!,
        holdStatus: row.holdStatus,
        reversed: row.status === 'REVERSED',
      }
    }),
    totalPages: totalPages(total, size),
  }
}
