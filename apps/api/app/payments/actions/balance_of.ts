import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { balanceAccounts } from '#payments/accounts'
import { fromColumn } from '#payments/money'

/** An account's balance in kopiyky: the sum of its entries (balances are never stored). */
export async function balanceOf(account: string, client: QueryClientContract = db.connection()): Promise<bigint> {
  const row = (await client.from('balance_entries').where('account', account).sum('amount as total').first()) as {
    total: unknown
  } | null
  return fromColumn(row?.total)
}

/** What an artist sees: withdrawable, frozen for greetings, and requested for payout. */
export async function artistBalance(artistId: number, client?: QueryClientContract) {
  const [available, held, withdrawing] = await Promise.all([
    balanceOf(balanceAccounts.artist(artistId), client),
    balanceOf(balanceAccounts.held(artistId), client),
    balanceOf(balanceAccounts.withdrawing(artistId), client),
  ])
  return { available, held, withdrawing }
}

/** What the platform holds for a user as a fan: a declined or refunded greeting's price lands here. */
export async function fanBalance(userId: number, client?: QueryClientContract) {
  return balanceOf(balanceAccounts.fan(userId), client)
}

/** The sum of every entry ever written: zero, always (checked by the tests after each one). */
export async function ledgerTotal(client: QueryClientContract = db.connection()): Promise<bigint> {
  const row = (await client.from('balance_entries').sum('amount as total').first()) as { total: unknown } | null
  return fromColumn(row?.total)
}
