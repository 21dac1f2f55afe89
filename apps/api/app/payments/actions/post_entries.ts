import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BalanceEntry from '#payments/balance_entry'
import BalancePosting, { type PostingKind } from '#payments/balance_posting'
import { CURRENCY } from '#payments/money'

export interface EntryLine {
  account: string
  /** Kopiyky: positive adds to the account, negative takes from it. */
  amount: bigint
}

export interface PostingInput {
  /** Names the event (`purchase:<uuid>:payment`); the unique index refuses a second posting of it. */
  key: string
  kind: PostingKind
  purchaseId?: number
  withdrawalId?: number
  lines: EntryLine[]
}

/** Thrown for a posting whose lines do not balance: a bug, never a user's mistake. */
export class UnbalancedPostingError extends Error {}

/**
 * Writes one balanced posting inside the caller's transaction. Balances are only ever changed
 * this way: entries are appended, never edited, and each posting's entries sum to zero.
 */
export async function postEntries(trx: TransactionClientContract, input: PostingInput): Promise<BalancePosting> {
  const lines = input.lines.filter((line) => line.amount !== 0n)
  const sum = lines.reduce((total, line) => total + line.amount, 0n)
  if (lines.length < 2 || sum !== 0n)
    throw new UnbalancedPostingError(`Posting ${input.key} does not balance (${lines.length} lines, sum ${sum})`)
  const posting = await BalancePosting.create(
    {
      key: input.key,
      kind: input.kind,
      purchaseId: input.purchaseId ?? null,
      withdrawalId: input.withdrawalId ?? null,
    },
    { client: trx }
  )
  await BalanceEntry.createMany(
    lines.map((line) => ({ postingId: posting.id, account: line.account, amount: line.amount, currency: CURRENCY })),
    { client: trx }
  )
  return posting
}
