import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { IndexerCursor, IndexerHandlers, IndexerRunResult, IndexerStore, LedgerIndexer } from '@kobza/ledger'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'
import { sqlMillisOf } from '#core/stored_time'
import { LedgerSettingError, ledgerBlockSource, ledgerNodeUrl } from '#markets/ledger_node'
import { auctionMoveRow, recordAuctionFinished, recordHigherBid, recordSaleClosed } from '#markets/recorded_moves'

/*
 * The markets' ledger indexer: follows the ledger's finalized events and keeps auctions and
 * offers in step even when no browser reports back. Each handler is idempotent (bids are keyed
 * by their event, states only move forward through #markets/recorded_moves, which also tells
 * people of each move once), and a block's writes commit with the cursor.
 */

type Trx = TransactionClientContract

const sqlNow = () => sqlMillisOf(clock.now())
/** Any 64-bit number: the key of the PostgreSQL advisory lock that lets one instance index. */
export const INDEXER_LOCK_KEY = 7_214_003_001

/** The cursor's row: one per network, so switching networks starts that network afresh. */
export const cursorName = () => kobzaConfig.ledgerNetwork

export const marketsIndexerHandlers: IndexerHandlers<Trx> = {
  async bidPlaced(event, context, trx) {
    const seen = await trx.from('auction_bids').where('event_key', context.key).first()
    if (!seen)
      await trx.table('auction_bids').insert({
        event_key: context.key,
        ledger_auction_id: event.auctionId,
        bidder: event.bidder,
        amount: event.amount.toString(),
        block_height: context.blockHeight.toString(),
        created_at: sqlNow(),
      })
    const auction = await auctionMoveRow(trx, { ledger_auction_id: event.auctionId })
    if (auction) await recordHigherBid(trx, auction, event.bidder, event.amount)
  },
  async auctionFinalized(event, _context, trx) {
    const auction = await auctionMoveRow(trx, { ledger_auction_id: event.auctionId })
    if (auction) await recordAuctionFinished(trx, auction, event.winner ?? null)
  },
  async tokensBought(event, _context, trx) {
    await recordSaleClosed(trx, event.saleId, { status: 'SOLD', buyer: event.buyer })
  },
  async saleCancelled(event, _context, trx) {
    await recordSaleClosed(trx, event.saleId, { status: 'CANCELLED' })
  },
}

export async function loadCursor(): Promise<IndexerCursor | null> {
  const { cursorFromJson } = await import('@kobza/ledger')
  const row = await db.from('ledger_indexer_cursors').where('name', cursorName()).first()
  return row ? cursorFromJson({ genesisHash: row.genesis_hash, height: row.height, blockHash: row.block_hash }) : null
}

const store: IndexerStore<Trx> = {
  load: loadCursor,
  transaction: (work) => db.transaction(work),
  async save(cursor, trx) {
    const columns = {
      genesis_hash: cursor.genesisHash,
      height: cursor.height.toString(),
      block_hash: cursor.blockHash,
      updated_at: sqlNow(),
    }
    const updated = await trx.from('ledger_indexer_cursors').where('name', cursorName()).update(columns)
    const affected = Array.isArray(updated) ? updated.length : Number(updated)
    if (affected === 0) await trx.table('ledger_indexer_cursors').insert({ name: cursorName(), ...columns })
  },
}

export class IndexerUnavailableError extends Error {}

/**
 * A fresh indexer over the configured ledger, read through its node with the SDK's client
 * (#markets/ledger_node): the embedded ledger's in-process node, `kobza ledger node`, or a
 * Concordium node. LEDGER_INDEXER_START is the first block to read without a cursor.
 */
export async function createMarketsIndexer(options: { batchSize?: number } = {}): Promise<LedgerIndexer<Trx>> {
  const { LedgerIndexer } = await import('@kobza/ledger')
  let node: Awaited<ReturnType<typeof ledgerBlockSource>>
  try {
    node = await ledgerBlockSource()
  } catch (error) {
    if (error instanceof LedgerSettingError) throw new IndexerUnavailableError(error.message)
    throw error
  }
  return new LedgerIndexer<Trx>({
    source: node.source,
    config: node.config,
    store,
    handlers: marketsIndexerHandlers,
    startHeight: kobzaConfig.ledgerIndexerStart,
    batchSize: options.batchSize,
  })
}

/**
 * One batch, by one instance at a time: on PostgreSQL a transaction-scoped advisory lock is held
 * for the batch (another instance skips its turn); SQLite has a single process writing anyway.
 */
export async function runIndexerBatch(indexer: LedgerIndexer<Trx>): Promise<IndexerRunResult | 'busy'> {
  if (db.connection().dialect.name !== 'postgres') return indexer.runOnce()
  return db.transaction(async (lock) => {
    const answer = await lock.rawQuery('select pg_try_advisory_xact_lock(?) as acquired', [INDEXER_LOCK_KEY])
    if (!answer.rows[0]?.acquired) return 'busy' as const
    return indexer.runOnce()
  })
}

export interface IndexerStatus {
  network: string
  cursor: { height: string; blockHash: string; updatedAt: string } | null
  /** The ledger's last finalized height, when it can be read. */
  ledgerHeight: string | null
  /** Finalized blocks not yet indexed. */
  lag: string | null
  /**
   * Seconds from the first block not yet indexed to the node's last finalization: how far the
   * markets are behind the ledger in its own time (0 when caught up; null when unknown).
   */
  lagSeconds: number | null
  detail: string
}

/** Where the indexer is against the node, read with the SDK's client (a few round trips). */
export async function indexerStatus(options: { timeoutMs?: number } = {}): Promise<IndexerStatus> {
  const network = kobzaConfig.ledgerNetwork
  const row = await db.from('ledger_indexer_cursors').where('name', cursorName()).first()
  const cursor = row
    ? { height: String(row.height), blockHash: String(row.block_hash), updatedAt: String(row.updated_at) }
    : null
  try {
    const { connectLedgerNode } = await import('@kobza/ledger/grpc-node')
    const client = connectLedgerNode(await ledgerNodeUrl(), { timeoutMs: options.timeoutMs ?? 10_000 })
    const consensus = await client.getConsensusStatus()
    const height = consensus.lastFinalizedBlockHeight
    const indexed = BigInt(cursor?.height ?? 0)
    const lag = height > indexed ? height - indexed : 0n
    let lagSeconds = 0
    if (lag > 0n) {
      const [first] = await client.getBlocksAtHeight(indexed + 1n)
      const made = first === undefined ? undefined : (await client.getBlockInfo(first)).blockSlotTime.getTime()
      const finalized = consensus.lastFinalizedTime?.getTime()
      lagSeconds =
        made === undefined || finalized === undefined ? 0 : Math.max(0, Math.round((finalized - made) / 1000))
    }
    return {
      network,
      cursor,
      ledgerHeight: height.toString(),
      lag: lag.toString(),
      lagSeconds,
      detail: lag === 0n ? 'caught up' : `${lag} finalized block(s), ${lagSeconds} s, not indexed yet`,
    }
  } catch (error) {
    return { network, cursor, ledgerHeight: null, lag: null, lagSeconds: null, detail: (error as Error).message }
  }
}

/** How long /health reuses an indexer status before reading a fresh one. */
export const INDEXER_HEALTH_TTL_MS = 10_000
/** How long /health waits for a status it does not have yet; after that it answers without. */
const INDEXER_HEALTH_WAIT_MS = 500

let healthCache: { status: IndexerStatus; at: number } | undefined
let healthRefresh: Promise<IndexerStatus> | undefined

/**
 * The indexer's status for /health without making /health wait on the node: the last status
 * read (refreshed in the background once older than INDEXER_HEALTH_TTL_MS); with none yet, the
 * first read for at most INDEXER_HEALTH_WAIT_MS, else undefined (reported as "not read yet").
 */
export async function cachedIndexerStatus(): Promise<{ status: IndexerStatus; ageMs: number } | undefined> {
  if (!healthCache || Date.now() - healthCache.at >= INDEXER_HEALTH_TTL_MS) void refreshIndexerHealth().catch(() => {})
  if (!healthCache && healthRefresh) {
    const refresh = healthRefresh.catch(() => undefined)
    await Promise.race([refresh, new Promise((resolve) => setTimeout(resolve, INDEXER_HEALTH_WAIT_MS))])
  }
  const cached = healthCache
  return cached ? { status: cached.status, ageMs: Date.now() - cached.at } : undefined
}

/** Reads the status into /health's cache now (one read at a time); resolves with it. */
export function refreshIndexerHealth(): Promise<IndexerStatus> {
  healthRefresh ??= indexerStatus({ timeoutMs: 3000 })
    .then((status) => {
      healthCache = { status, at: Date.now() }
      return status
    })
    .finally(() => (healthRefresh = undefined))
  return healthRefresh
}

/** Forgets the cached status (tests). */
export function forgetIndexerHealth() {
  healthCache = undefined
}

let background: { stop: () => Promise<void> } | undefined

/** The API's background loop: a batch every `intervalMs`, straight on while behind. */
export function startMarketsIndexer(options: { intervalMs: number; onError: (error: unknown) => void }) {
  if (background) return background
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let indexer: LedgerIndexer<Trx> | undefined
  let running: Promise<void> = Promise.resolve()
  let lastError: string | undefined
  const tick = () => {
    running = (async () => {
      let wait = options.intervalMs
      try {
        indexer ??= await createMarketsIndexer()
        const result = await runIndexerBatch(indexer)
        if (result !== 'busy' && !result.caughtUp) wait = 0
        lastError = undefined
      } catch (error) {
        // A ledger not deployed yet is the normal state of a fresh install: keep polling quietly.
        // Any other error is reported once, not every interval, until something changes.
        const message = error instanceof Error ? error.message : String(error)
        if (!/no contracts yet/.test(message) && message !== lastError) options.onError(error)
        lastError = message
        if (error instanceof IndexerUnavailableError) stopped = true
      }
      if (!stopped) timer = setTimeout(tick, wait)
    })()
  }
  tick()
  background = {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      background = undefined
    },
  }
  return background
}
