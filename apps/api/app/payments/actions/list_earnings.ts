import { totalPages, type Paged, type ReceivedPayment, type WithdrawalAnswer } from '@kobza/contract'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { User } from '#accounts/public'
import Purchase from '#payments/purchase'
import Withdrawal from '#payments/withdrawal'
import { toMoney } from '#payments/money'

/** The artist's history pages: a count and one page, newest first by `column` (ties by id). */
async function newestFirstPage<Model extends LucidModel>(
  query: () => ModelQueryBuilderContract<Model>,
  column: string,
  page: number,
  size: number
): Promise<{ rows: InstanceType<Model>[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    query().count('* as total').first(),
    query()
      .orderBy(column, 'desc')
      .orderBy('id', 'desc')
      .offset(page * size)
      .limit(size),
  ])
  return { rows, total: Number(countRow?.$extras.total ?? 0) }
}

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
  const { rows, total } = await newestFirstPage(query, 'created_at', page, size)
  return { elements: rows.map(presentWithdrawal), totalPages: totalPages(total, size) }
}

/**
 * What the artist was paid (succeeded, and later reversed ones marked so), newest first, with
 * each payer in one query for the page: the Earnings page's history.
 */
export async function listReceived(artistId: number, page: number, size: number): Promise<Paged<ReceivedPayment>> {
  const query = () => Purchase.query().where('artist_id', artistId).whereIn('status', ['SUCCEEDED', 'REVERSED'])
  const { rows, total } = await newestFirstPage(query, 'settled_at', page, size)
  const payerIds = [...new Set(rows.map((row) => row.payerId))]
  const payers = new Map((await User.query().whereIn('id', payerIds)).map((user) => [user.id, user]))
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
