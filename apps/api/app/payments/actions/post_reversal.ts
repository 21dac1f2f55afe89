import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fromColumn } from '#payments/money'
import type Purchase from '#payments/purchase'
import { postEntries } from '#payments/actions/post_entries'

/**
 * A payment the provider refunded (LiqPay's `reversed`): every entry the purchase caused —
 * payment, hold, release or return — is undone by one posting of the opposite amounts, so the
 * money leaves whichever account holds it now (an artist who already withdrew it goes negative).
 */
export async function postReversal(trx: TransactionClientContract, purchase: Purchase) {
  const rows = (await trx
    .from('balance_entries')
    .join('balance_postings', 'balance_postings.id', 'balance_entries.posting_id')
    .where('balance_postings.purchase_id', purchase.id)
    .groupBy('balance_entries.account')
    .select('balance_entries.account')
    .sum('balance_entries.amount as total')) as Array<{ account: string; total: unknown }>
  return postEntries(trx, {
    key: `purchase:${purchase.uuid}:reversal`,
    kind: 'reversal',
    purchaseId: purchase.id,
    lines: rows.map((row) => ({ account: row.account, amount: -fromColumn(row.total) })),
  })
}
