import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { deployLocalContracts, resetLocalLedgerCache } from '#markets/local_ledger_service'
import { createMarketsIndexer, runIndexerBatch } from '#markets/indexer'
import { userFactory } from '#database/factories/user_factory'

/** The usual run of a test auction, in milliseconds. */
export const week = 7 * 24 * 3600 * 1000

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

/** A group of tests each starting from a fresh local ledger and empty market tables. */
export function marketsGroup(title: string, callback: (group: Group) => void) {
  test.group(title, (group) => {
    group.each.setup(freshMarkets)
    callback(group)
  })
}

export const artistWithAccount = () => userFactory().artist().withLedgerAccount().create()
export const fanWithAccount = () => userFactory().withLedgerAccount().create()

/**
 * Runs the ledger indexer until it has read every block, in batches of `batchSize` blocks
 * (the indexer's own size if none). Nothing else holds the indexer's lock in a test.
 */
export async function indexToTheEnd(batchSize?: number) {
  const indexer = await createMarketsIndexer({ batchSize })
  for (;;) {
    const result = await runIndexerBatch(indexer)
    if (result === 'busy') throw new Error('Nobody else should hold the indexer lock here')
    if (result.caughtUp) return result
  }
}
