import { describe, expect, it } from 'vitest'
import { account, contract } from '../addresses.js'
import { localLedgerConfig } from '../config.js'
import { encodeAuctionEvent, encodeCis2Event, encodeMarketEvent } from '../events.js'
import { LocalLedger } from '../local/local-ledger.js'
import { auctionOf, ccd, setupLedger, start } from '../local/test-support.js'
import type { ConsensusInfo, ContractTraceEvent, FinalizedTransaction } from '../node/types.js'
import type { FinalizedBlockSource, LedgerBlock } from './blocks.js'
import {
  IndexerError,
  LedgerIndexer,
  cursorFromJson,
  cursorToJson,
  type IndexedEventContext,
  type IndexerCursor,
  type IndexerHandlers,
  type IndexerStore,
} from './indexer.js'

const config = localLedgerConfig()
const { contracts } = config
const [alice, bob, carol] = (() => {
  const ledger = new LocalLedger()
  return [ledger.createAccount(), ledger.createAccount(), ledger.createAccount()]
})() as [string, string, string]
const hex = (n: number) => n.toString(16).padStart(64, '0')

/**
 * A chain with a finalization lag, as a Concordium node has: blocks above the last finalized
 * height exist and may be replaced (a reorganisation) until they are finalized. Asking for one
 * of them is a test failure, because the indexer must never read them.
 */
class FakeChain implements FinalizedBlockSource {
  readonly genesisHash = 'aa'.repeat(32)
  blocks: LedgerBlock[] = []
  finalizedHeight = 0n
  reads: bigint[] = []
  private fork = 0

  /** Appends a block with one transaction per argument: a trace, or a single trace step. */
  append(...transactions: (ContractTraceEvent | ContractTraceEvent[])[]): LedgerBlock {
    const height = BigInt(this.blocks.length + 1)
    const hash = hex(Number(height) * 1000 + this.fork)
    const block: LedgerBlock = {
      height,
      hash,
      parentHash: this.blocks.at(-1)?.hash ?? this.genesisHash,
      transactions: transactions.map((trace, index) => ({
        index: index * 2, // other block items sit between them
        transaction: updateOf(`${hash}-${index}`, hash, height, Array.isArray(trace) ? trace : [trace]),
      })),
    }
    this.blocks.push(block)
    return block
  }

  finalize(height: bigint): void {
    if (height > BigInt(this.blocks.length)) throw new Error('cannot finalize blocks that do not exist')
    this.finalizedHeight = height
  }

  /** Drops the unfinalized blocks from `height` on, as a reorganisation does. */
  reorgFrom(height: bigint): void {
    if (height <= this.finalizedHeight) throw new Error('finalized blocks never change')
    this.blocks = this.blocks.slice(0, Number(height) - 1)
    this.fork++
  }

  async getConsensus(): Promise<ConsensusInfo> {
    return { genesisHash: this.genesisHash, networkName: 'fake', blockHeight: this.finalizedHeight }
  }

  async getFinalizedBlock(height: bigint): Promise<LedgerBlock> {
    this.reads.push(height)
    if (height > this.finalizedHeight) throw new Error(`read unfinalized block ${height}`)
    const block = this.blocks[Number(height) - 1]
    if (block === undefined) throw new Error(`no block ${height}`)
    return block
  }
}

function updateOf(hash: string, blockHash: string, height: bigint, events: ContractTraceEvent[]): FinalizedTransaction {
  return {
    hash,
    blockHash,
    blockHeight: height,
    summary: { transactionType: 'update', sender: alice, cost: 0n, energyCost: 0n, events },
  }
}

const updated = (address: typeof contracts.auction, ...events: string[]): ContractTraceEvent => ({
  tag: 'Updated',
  address,
  instigator: account(alice),
  amount: 0n,
  receiveName: 'x.y',
  events,
})
const created = (auctionId: number) =>
  updated(contracts.auction, encodeAuctionEvent({ type: 'auctionCreated', auctionId }))
const bid = (auctionId: number, bidder: string, amount: bigint) =>
  updated(contracts.auction, encodeAuctionEvent({ type: 'bidPlaced', auctionId, bidder, amount }))
const finalized = (auctionId: number, winner: string, amount: bigint) =>
  updated(contracts.auction, encodeAuctionEvent({ type: 'auctionFinalized', auctionId, winner, amount }))

/** What a database would hold: auctions and bids, written by upsert on the event key. */
interface Tables {
  cursor: IndexerCursor | null
  auctions: Record<number, { status: 'OPEN' | 'FINISHED'; highestBid: string; bids: number }>
  bids: Record<string, { auctionId: number; bidder: string; amount: string }>
  sales: Record<number, { status: 'ACTIVE' | 'SOLD'; price?: string }>
  transfers: Record<string, string>
}

const emptyTables = (): Tables => ({ cursor: null, auctions: {}, bids: {}, sales: {}, transfers: {} })

/**
 * An in-memory store. `atomic` stores roll a failed block back like a database transaction;
 * non-atomic ones keep what the handlers wrote before a crash, so only the upserts protect them.
 */
class MemoryStore implements IndexerStore<Tables> {
  tables = emptyTables()
  /** How often each event key reached a handler whose writes were kept. */
  applied = new Map<string, number>()

  constructor(readonly atomic = true) {}

  async load() {
    return this.tables.cursor
  }

  async transaction<T>(work: (tx: Tables) => Promise<T>): Promise<T> {
    if (!this.atomic) return work(this.tables)
    const copy = structuredClone(this.tables)
    const applied = new Map(this.applied)
    try {
      const result = await work(copy)
      this.tables = copy
      return result
    } catch (error) {
      this.applied = applied
      throw error
    }
  }

  async save(cursor: IndexerCursor, tx: Tables) {
    tx.cursor = cursor
  }

  /** The tables without the cursor: what the handlers made of the events. */
  effects() {
    const { cursor: _cursor, ...rest } = this.tables
    return rest
  }
}

function handlersFor(store: MemoryStore, options: { crashOnce?: (context: IndexedEventContext) => boolean } = {}) {
  let crashed = false
  const count = (context: IndexedEventContext) => {
    if (!crashed && options.crashOnce?.(context) === true) {
      crashed = true
      throw new Error('process killed mid-block')
    }
    store.applied.set(context.key, (store.applied.get(context.key) ?? 0) + 1)
  }
  const handlers: IndexerHandlers<Tables> = {
    auctionCreated(event, context, tx) {
      count(context)
      tx.auctions[event.auctionId] ??= { status: 'OPEN', highestBid: '0', bids: 0 }
    },
    bidPlaced(event, context, tx) {
      count(context)
      const auction = tx.auctions[event.auctionId]
      if (auction === undefined) throw new Error('bid before its auction')
      if (tx.bids[context.key] === undefined) {
        tx.bids[context.key] = { auctionId: event.auctionId, bidder: event.bidder, amount: event.amount.toString() }
        auction.bids += 1
      }
      auction.highestBid = event.amount.toString()
    },
    auctionFinalized(event, context, tx) {
      count(context)
      const auction = tx.auctions[event.auctionId]
      if (auction !== undefined) auction.status = 'FINISHED'
    },
    saleCreated(event, context, tx) {
      count(context)
      tx.sales[event.saleId] ??= { status: 'ACTIVE' }
    },
    tokensBought(event, context, tx) {
      count(context)
      tx.sales[event.saleId] = { status: 'SOLD', price: event.totalPrice.toString() }
    },
    transfer(event, context, tx) {
      count(context)
      tx.transfers[context.key] = `${event.amount} ${event.tokenId}`
    },
  }
  return handlers
}

function indexerFor(
  chain: FinalizedBlockSource,
  store: MemoryStore,
  options: { batchSize?: number; crashOnce?: (context: IndexedEventContext) => boolean } = {}
) {
  return new LedgerIndexer({
    source: chain,
    config,
    store,
    handlers: handlersFor(store, options),
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
  })
}

async function runToEnd(indexer: LedgerIndexer<Tables>) {
  for (let runs = 0; runs < 100; runs++) if ((await indexer.runOnce()).caughtUp) return
  throw new Error('did not catch up')
}

/** Ten blocks of auction traffic, all finalized. */
function busyChain() {
  const chain = new FakeChain()
  chain.append(created(0))
  chain.append(bid(0, bob, ccd(2)), bid(0, carol, ccd(3)))
  chain.append()
  chain.append(created(1))
  // One transaction, several events: a bid that refunds, and a CIS-2 transfer in the trace.
  chain.append([
    {
      tag: 'Interrupted',
      address: contracts.auction,
      events: [encodeAuctionEvent({ type: 'auctionCreated', auctionId: 2 })],
    },
    updated(
      contracts.token,
      encodeCis2Event({
        type: 'transfer',
        tokenId: '01',
        amount: 5n,
        from: account(alice),
        to: contract(contracts.auction),
      })
    ),
    { tag: 'Resumed', address: contracts.auction, success: true },
    updated(contracts.auction),
  ])
  chain.append(bid(1, bob, ccd(5)))
  chain.append()
  chain.append(finalized(0, carol, ccd(3)))
  chain.append(updated(contracts.market, encodeMarketEvent({ type: 'saleCreated', saleId: 0 })))
  chain.append(
    updated(contracts.market, encodeMarketEvent({ type: 'tokensBought', saleId: 0, buyer: bob, totalPrice: 7n }))
  )
  chain.finalize(10n)
  return chain
}

async function cleanRun() {
  const store = new MemoryStore()
  await runToEnd(indexerFor(busyChain(), store))
  return store
}

describe('LedgerIndexer over finalized blocks', () => {
  it('hands every event to its handler once, in chain order, with a stable key', async () => {
    const chain = busyChain()
    const store = new MemoryStore()
    const order: string[] = []
    const indexer = new LedgerIndexer({
      source: chain,
      config,
      store,
      handlers: {
        auctionCreated: (event, context) => void order.push(`${context.blockHeight}:created ${event.auctionId}`),
        bidPlaced: (event, context) => void order.push(`${context.blockHeight}:bid ${event.auctionId} ${event.amount}`),
        transfer: (event, context) => void order.push(`${context.blockHeight}:transfer ${event.amount}`),
        tokensBought: (event, context) =>
          void order.push(`${context.key === `${chain.blocks[9]?.hash}:0:0`}:bought ${event.totalPrice}`),
      },
    })
    expect(await indexer.runOnce()).toMatchObject({ blocks: 10, events: 10, caughtUp: true })
    expect(order).toEqual([
      '1:created 0',
      `2:bid 0 ${ccd(2)}`,
      `2:bid 0 ${ccd(3)}`,
      '4:created 1',
      '5:created 2',
      '5:transfer 5',
      `6:bid 1 ${ccd(5)}`,
      'true:bought 7',
    ])
    expect(store.tables.cursor).toEqual({
      genesisHash: chain.genesisHash,
      height: 10n,
      blockHash: chain.blocks[9]?.hash,
    })
  })

  it('keys events by block hash, transaction index and event index', async () => {
    const chain = busyChain()
    const keys: IndexedEventContext[] = []
    const indexer = new LedgerIndexer({
      source: chain,
      config,
      store: new MemoryStore(),
      handlers: {
        auctionCreated: (_event, context) => void keys.push(context),
        transfer: (_e, c) => void keys.push(c),
      },
    })
    await indexer.runOnce()
    const block5 = chain.blocks[4]?.hash ?? ''
    expect(keys.map((context) => context.key)).toEqual([
      `${chain.blocks[0]?.hash}:0:0`,
      `${chain.blocks[3]?.hash}:0:0`,
      `${block5}:0:0`,
      `${block5}:0:1`,
    ])
    expect(keys[3]).toMatchObject({
      transactionHash: `${block5}-0`,
      eventIndex: 1,
      contract: contracts.token,
      sender: alice,
    })
  })

  it('replaying the same events twice changes nothing', async () => {
    const once = await cleanRun()
    const store = await cleanRun()
    // Forget the cursor: every block is read and every event handled a second time.
    store.tables.cursor = null
    await runToEnd(indexerFor(busyChain(), store))
    expect(store.effects()).toEqual(once.effects())
    expect([...store.applied.values()].every((times) => times === 2)).toBe(true)
  })

  it('the same block read twice (a cursor saved one block behind) changes nothing', async () => {
    const chain = busyChain()
    const store = await cleanRun()
    const effects = store.effects()
    const second = chain.blocks[1]
    store.tables.cursor = { genesisHash: chain.genesisHash, height: 1n, blockHash: chain.blocks[0]?.hash ?? '' }
    chain.reads = []
    await runToEnd(indexerFor(chain, store))
    expect(chain.reads[0]).toBe(2n)
    expect(store.effects()).toEqual(effects)
    expect(store.applied.get(`${second?.hash}:0:0`)).toBe(2)
  })

  it('resumes after a restart mid-stream without handling anything twice', async () => {
    const chain = busyChain()
    const store = new MemoryStore()
    expect(await indexerFor(chain, store, { batchSize: 3 }).runOnce()).toMatchObject({ blocks: 3, caughtUp: false })
    expect(store.tables.cursor?.height).toBe(3n)
    // A new process: a new indexer on the same store.
    chain.reads = []
    await runToEnd(indexerFor(chain, store, { batchSize: 3 }))
    expect(chain.reads[0]).toBe(4n)
    expect(store.effects()).toEqual((await cleanRun()).effects())
    expect([...store.applied.values()].every((times) => times === 1)).toBe(true)
  })

  it('a restart mid-batch replays that batch, atomically', async () => {
    const chain = busyChain()
    const store = new MemoryStore()
    const second = chain.blocks[1]?.hash
    const crashing = indexerFor(chain, store, { crashOnce: (context) => context.key === `${second}:2:0` })
    await expect(crashing.runOnce()).rejects.toThrow('process killed mid-block')
    // A batch's blocks commit with the cursor in one transaction: block 1's writes and block 2's
    // first bid were rolled back with it, and the cursor did not move.
    expect(store.tables.cursor).toBeNull()
    expect(store.tables.bids).toEqual({})
    await runToEnd(indexerFor(chain, store))
    expect(store.effects()).toEqual((await cleanRun()).effects())
    expect([...store.applied.values()].every((times) => times === 1)).toBe(true)
  })

  it('without an atomic store, the upserts on the event key still keep a mid-block crash harmless', async () => {
    const chain = busyChain()
    const store = new MemoryStore(false)
    const second = chain.blocks[1]?.hash
    await expect(
      indexerFor(chain, store, { crashOnce: (context) => context.key === `${second}:2:0` }).runOnce()
    ).rejects.toThrow()
    expect(Object.keys(store.tables.bids)).toHaveLength(1)
    await runToEnd(indexerFor(chain, store))
    expect(store.effects()).toEqual((await cleanRun()).effects())
  })

  it('never reads a block that is not finalized, and follows a reorganisation of unfinalized blocks', async () => {
    const chain = new FakeChain()
    chain.append(created(0))
    chain.append(bid(0, bob, ccd(2)))
    chain.finalize(1n)
    // Block 2 exists but is not final; block 3 on top of it neither.
    chain.append(bid(0, carol, ccd(9)))
    const store = new MemoryStore()
    expect(await indexerFor(chain, store).runOnce()).toMatchObject({ blocks: 1, events: 1, caughtUp: true })
    expect(chain.reads).toEqual([1n])
    expect(store.tables.auctions[0]).toEqual({ status: 'OPEN', highestBid: '0', bids: 0 })

    // The unfinalized branch is replaced: carol's bid never happened, a different one did.
    chain.reorgFrom(2n)
    chain.append(bid(0, carol, ccd(4)))
    chain.append()
    chain.finalize(3n)
    await runToEnd(indexerFor(chain, store))
    expect(chain.reads).toEqual([1n, 2n, 3n])
    expect(Object.values(store.tables.bids)).toEqual([{ auctionId: 0, bidder: carol, amount: ccd(4).toString() }])
    expect(store.tables.auctions[0]).toMatchObject({ highestBid: ccd(4).toString(), bids: 1 })
  })

  it('does nothing while no new block is finalized', async () => {
    const chain = busyChain()
    const store = new MemoryStore()
    await runToEnd(indexerFor(chain, store))
    chain.append(bid(1, carol, ccd(50)))
    chain.reads = []
    expect(await indexerFor(chain, store).runOnce()).toMatchObject({ blocks: 0, events: 0, caughtUp: true })
    expect(chain.reads).toEqual([])
  })

  it('refuses a cursor from another chain, or one the ledger no longer matches', async () => {
    const chain = busyChain()
    const store = new MemoryStore()
    await runToEnd(indexerFor(chain, store))

    const other = new MemoryStore()
    other.tables.cursor = { genesisHash: 'bb'.repeat(32), height: 2n, blockHash: hex(1) }
    await expect(indexerFor(chain, other).runOnce()).rejects.toThrow(/another chain/)

    const ahead = new MemoryStore()
    ahead.tables.cursor = { genesisHash: chain.genesisHash, height: 11n, blockHash: hex(1) }
    await expect(indexerFor(chain, ahead).runOnce()).rejects.toThrow(/reset/)

    const stale = new MemoryStore()
    stale.tables.cursor = { genesisHash: chain.genesisHash, height: 3n, blockHash: hex(99) }
    await expect(indexerFor(chain, stale).runOnce()).rejects.toThrow(IndexerError)
  })

  it('keeps cursors as JSON', () => {
    const cursor = { genesisHash: 'aa', height: 12345678901234567890n, blockHash: 'bb' }
    expect(cursorFromJson(JSON.parse(JSON.stringify(cursorToJson(cursor))))).toEqual(cursor)
    expect(() => cursorFromJson({ genesisHash: 'aa', height: '-1', blockHash: 'bb' })).toThrow(IndexerError)
  })
})

describe('LedgerIndexer on the local ledger', () => {
  function market() {
    const setup = setupLedger()
    const { driver, alice: artist, bob: fan, carol: other, clock } = setup
    driver.mint(artist, '01')
    driver.approve(artist, 'auction')
    auctionOf(driver, artist, { tokenAmount: 5000n, initialPriceMicro: ccd(1), endsInMs: 1000 })
    driver.bid(fan, 0, ccd(2))
    driver.bid(other, 0, ccd(2)) // rejected: not above the highest bid
    driver.bid(other, 0, ccd(3))
    clock.now = start + 1001
    driver.finalize(fan, 0)
    return setup
  }

  it('serves its blocks as a chain: one transaction each, parent links, nothing past the last one', async () => {
    const { ledger } = market()
    const first = await ledger.getFinalizedBlock(1n)
    const second = await ledger.getFinalizedBlock(2n)
    expect(first.parentHash).toBe(ledger.config.genesisHash)
    expect(second.parentHash).toBe(first.hash)
    expect(second.transactions.map(({ index, transaction }) => [index, transaction.blockHeight])).toEqual([[0, 2n]])
    await expect(ledger.getFinalizedBlock(8n)).rejects.toMatchObject({ status: 404 })
    await expect(ledger.getFinalizedBlock(0n)).rejects.toMatchObject({ status: 404 })
    // Restored without history, old blocks are still there, only empty.
    const bare = LocalLedger.fromSnapshot(ledger.snapshot({ withHistory: false }))
    expect(await bare.getFinalizedBlock(2n)).toEqual({ ...second, transactions: [] })
  })

  it('reads the local blocks: every event of committed transactions, none of rejected ones', async () => {
    const { ledger, bob: fan, carol: other } = market()
    const seen: string[] = []
    const indexer = new LedgerIndexer({
      source: ledger,
      config: ledger.config,
      store: new MemoryStore(),
      handlers: {
        mint: (event) => void seen.push(`mint ${event.tokenId} ${event.amount}`),
        auctionCreated: (event) => void seen.push(`created ${event.auctionId}`),
        bidPlaced: (event, context) =>
          void seen.push(
            `bid ${event.bidder === fan ? 'fan' : event.bidder === other ? 'other' : '?'} ${event.amount} @${context.blockHeight}`
          ),
        auctionFinalized: (event) => void seen.push(`finalized ${event.winner === other} ${event.amount}`),
      },
    })
    expect(await indexer.runOnce()).toMatchObject({ blocks: 7, caughtUp: true })
    expect(seen).toEqual([
      'mint 01 100000',
      'created 0',
      `bid fan ${ccd(2)} @4`,
      `bid other ${ccd(3)} @6`,
      `finalized true ${ccd(3)}`,
    ])
  })

  it('resumes on a ledger restored from its snapshot and only sees what is new', async () => {
    const { ledger, clock, alice: artist, carol: winner } = market()
    const store = new MemoryStore()
    await runToEnd(indexerFor(ledger, store))
    const restored = LocalLedger.fromSnapshot(JSON.parse(JSON.stringify(ledger.snapshot())), { clock: () => clock.now })
    const { LocalLedgerDriver } = await import('../local/local-ledger-driver.js')
    const driver = new LocalLedgerDriver(restored)
    driver.approve(winner, 'market')
    driver.createSale(winner, { tokenId: '01', amount: 10n, totalPriceMicro: ccd(1) })
    driver.buy(artist, 0, ccd(1))
    const before = new Map(store.applied)
    const result = await indexerFor(restored, store).runOnce()
    expect(result).toMatchObject({ blocks: 3, caughtUp: true })
    expect(store.tables.sales).toEqual({ 0: { status: 'SOLD', price: ccd(1).toString() } })
    for (const [key, times] of before) expect(store.applied.get(key)).toBe(times)
  })

  it('runs in the background until stopped', async () => {
    const { ledger, driver, carol: winner } = market()
    const store = new MemoryStore()
    const errors: unknown[] = []
    const indexer = new LedgerIndexer({
      source: ledger,
      config: ledger.config,
      store,
      handlers: handlersFor(store),
      batchSize: 2,
      onError: (error) => errors.push(error),
    })
    indexer.start({ intervalMs: 5 })
    expect(() => indexer.start({ intervalMs: 5 })).toThrow(IndexerError)
    await waitFor(() => store.tables.cursor?.height === 7n)
    driver.approve(winner, 'market')
    driver.createSale(winner, { tokenId: '01', amount: 10n, totalPriceMicro: ccd(1) })
    await waitFor(() => store.tables.sales[0] !== undefined)
    await indexer.stop()
    const height = store.tables.cursor?.height
    driver.approve(winner, 'market', 'remove')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.tables.cursor?.height).toBe(height)
    expect(errors).toEqual([])
  })
})

async function waitFor(condition: () => boolean) {
  for (let tries = 0; tries < 200; tries++) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('condition not reached')
}
