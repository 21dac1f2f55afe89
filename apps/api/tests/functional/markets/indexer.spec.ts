import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Auction from '#markets/auction'
import SaleOffer from '#markets/sale_offer'
import {
  INDEXER_LOCK_KEY,
  createMarketsIndexer,
  forgetIndexerHealth,
  indexerStatus,
  refreshIndexerHealth,
  runIndexerBatch,
} from '#markets/indexer'
import { deployLocalContracts, resetLocalLedgerCache } from '#markets/local_ledger_service'
import {
  advanceLedgerTime,
  auctionFor,
  bidOnLedger,
  buyOnLedger,
  finalizeOnLedger,
  ledgerAddressOf,
  offerFor,
} from '#database/factories/market_factory'
import { artistWithAccount, fanWithAccount, marketsGroup, indexToTheEnd, week } from './market_setup.js'

/** Everything the indexer writes, in a stable order, to compare before and after. */
async function marketTables() {
  return {
    auctions: await db.from('auctions').orderBy('id'),
    offers: await db.from('sale_offers').orderBy('id'),
    bids: await db.from('auction_bids').orderBy('event_key'),
  }
}

/**
 * Bids, a finalization and a purchase made on the ledger only: no browser reports any of them.
 * Returns what the records should end up showing.
 */
async function tradeBehindTheApisBack() {
  const artist = await artistWithAccount()
  const fan = await fanWithAccount()
  const rival = await fanWithAccount()
  const buyer = await fanWithAccount()
  const open = await auctionFor(artist, { item: 'Open one', endsInMs: 2 * week })
  const ending = await auctionFor(artist, { item: 'Ending one', endsInMs: week })
  await bidOnLedger(fan, open, 11_000_000n)
  await bidOnLedger(rival, open, 13_000_000n)
  await bidOnLedger(fan, ending, 15_000_000n)
  await advanceLedgerTime(week + 1)
  await finalizeOnLedger(rival, ending)
  const offer = await offerFor(fan, ending, 1000n, 4_000_000n)
  await buyOnLedger(buyer, offer)
  return { open, ending, offer, fan, rival, buyer }
}

marketsGroup('Markets indexer', () => {
  test('keeps auctions and offers in step with the ledger when nobody reports back', async ({ assert }) => {
    const { open, ending, offer, fan, rival, buyer } = await tradeBehindTheApisBack()
    assert.isNull((await Auction.findOrFail(open.id)).highestBid)

    const result = await indexToTheEnd()
    assert.isTrue(result.caughtUp)
    const openNow = await Auction.findOrFail(open.id)
    assert.equal(openNow.highestBid, '13000000')
    assert.equal(openNow.highestBidder, await ledgerAddressOf(rival))
    assert.equal(openNow.status, 'OPEN')
    const endingNow = await Auction.findOrFail(ending.id)
    assert.equal(endingNow.status, 'FINISHED')
    assert.equal(endingNow.winner, await ledgerAddressOf(fan))
    const offerNow = await SaleOffer.findOrFail(offer.id)
    assert.equal(offerNow.status, 'SOLD')
    assert.equal(offerNow.buyer, await ledgerAddressOf(buyer))
    assert.equal((await db.from('auction_bids')).length, 3)

    const status = await indexerStatus()
    assert.equal(status.lag, '0')
    assert.equal(status.cursor?.height, status.ledgerHeight)
  })

  test('its lag in blocks and seconds: kobza indexer status reads the node, /health a cached status', async ({
    assert,
    client,
  }) => {
    await tradeBehindTheApisBack()
    const behind = await indexerStatus()
    assert.isAbove(Number(behind.lag), 0)
    assert.equal(behind.lag, behind.ledgerHeight) // nothing indexed yet
    // The first blocks were made a week (of ledger time) before the last one.
    assert.isAtLeast(behind.lagSeconds!, week / 1000)
    assert.match(
      behind.detail,
      new RegExp(`^${behind.lag} finalized block\\(s\\), ${behind.lagSeconds} s, not indexed yet$`)
    )

    forgetIndexerHealth()
    await refreshIndexerHealth()
    const before = await client.get('/health')
    before.assertStatus(200)
    assert.match(
      before.body().checks.indexer.detail,
      new RegExp(
        `^indexed nothing of ${behind.ledgerHeight}; lag ${behind.lag} block\\(s\\), ${behind.lagSeconds} s \\(read \\d+ s ago\\)$`
      )
    )

    await indexToTheEnd()
    const caughtUp = await indexerStatus()
    assert.deepInclude(caughtUp, { lag: '0', lagSeconds: 0, detail: 'caught up' })
    // Within its few seconds /health answers from the cache, without asking the node again…
    const cached = await client.get('/health')
    const withoutAge = (detail: string) => detail.split(' (read ')[0]
    assert.equal(withoutAge(cached.body().checks.indexer.detail), withoutAge(before.body().checks.indexer.detail))
    // …and reads the new lag once it is refreshed.
    await refreshIndexerHealth()
    const after = await client.get('/health')
    after.assertStatus(200)
    assert.match(
      after.body().checks.indexer.detail,
      new RegExp(`^indexed block ${caughtUp.ledgerHeight} of ${caughtUp.ledgerHeight}; lag 0 block\\(s\\), 0 s`)
    )
    forgetIndexerHealth()
  })

  test('replaying the same events changes nothing', async ({ assert }) => {
    await tradeBehindTheApisBack()
    await indexToTheEnd()
    const once = await marketTables()
    // Forget the cursor: every block, and so every event, is handled a second time.
    await db.from('ledger_indexer_cursors').delete()
    const replay = await indexToTheEnd()
    assert.isAbove(replay.events, 0)
    assert.deepEqual(await marketTables(), once)
  })

  test('a restart mid-stream resumes from the last processed block', async ({ assert }) => {
    const { open } = await tradeBehindTheApisBack()
    const first = await createMarketsIndexer({ batchSize: 3 })
    const partial = await runIndexerBatch(first)
    assert.notEqual(partial, 'busy')
    if (partial === 'busy') return
    assert.isFalse(partial.caughtUp)
    const stoppedAt = partial.cursor!.height

    // A new process: nothing in memory but the saved cursor (and the ledger read back from the database).
    resetLocalLedgerCache()
    const restarted = await createMarketsIndexer({ batchSize: 3 })
    const next = await runIndexerBatch(restarted)
    if (next === 'busy') throw new Error('unexpected')
    assert.equal(next.cursor!.height, stoppedAt + BigInt(next.blocks))
    await indexToTheEnd(3)
    assert.equal((await db.from('auction_bids')).length, 3)
    assert.equal((await Auction.findOrFail(open.id)).highestBid, '13000000')
  })

  test('on PostgreSQL one instance indexes at a time: a batch while another holds the lock is skipped', async ({
    assert,
  }) => {
    await tradeBehindTheApisBack()
    const indexer = await createMarketsIndexer()
    // Another API instance in the middle of its batch: its transaction holds the lock.
    const other = await db.transaction()
    try {
      await other.rawQuery('select pg_advisory_xact_lock(?)', [INDEXER_LOCK_KEY])
      assert.equal(await runIndexerBatch(indexer), 'busy')
      assert.lengthOf(await db.from('ledger_indexer_cursors'), 0, 'the skipped batch wrote nothing')
    } finally {
      await other.rollback()
    }
    const next = await runIndexerBatch(indexer)
    assert.notEqual(next, 'busy', 'the lock is free once the other batch ends')
    assert.lengthOf(await db.from('ledger_indexer_cursors'), 1)
  }).skip(process.env.KOBZA_TEST_DB !== 'postgres', "advisory locks are PostgreSQL's; SQLite has one writing process")

  test('a recreated local ledger starts the indexer afresh', async ({ assert }) => {
    await tradeBehindTheApisBack()
    await indexToTheEnd()
    assert.lengthOf(await db.from('ledger_indexer_cursors'), 1)
    await db.from('ledger_states').delete()
    resetLocalLedgerCache()
    await deployLocalContracts()
    assert.lengthOf(await db.from('ledger_indexer_cursors'), 0)
    const result = await indexToTheEnd()
    assert.isTrue(result.caughtUp)
  })
})
