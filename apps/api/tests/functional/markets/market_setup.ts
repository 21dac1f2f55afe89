import db from '@adonisjs/lucid/services/db'
import { issueTokenPair } from '#accounts/token_service'
import type { User } from '#accounts/public'
import { deployLocalContracts, resetLocalLedgerCache } from '#markets/local_ledger_service'
import { userFactory } from '#database/factories/user_factory'

/** A fresh local ledger and empty market tables for each test. */
export async function freshMarkets() {
  await db.from('sale_offers').delete()
  await db.from('auctions').delete()
  await db.from('auction_bids').delete()
  await db.from('ledger_indexer_cursors').delete()
  await db.from('ledger_accounts').delete()
  await db.from('ledger_states').delete()
  resetLocalLedgerCache()
  await deployLocalContracts()
}

export async function bearerFor(user: User) {
  return `Bearer ${(await issueTokenPair(user)).access_token}`
}

export const artistWithAccount = () => userFactory().artist().withLedgerAccount().create()
export const fanWithAccount = () => userFactory().withLedgerAccount().create()
