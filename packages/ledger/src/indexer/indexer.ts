import { sameContract, type ContractRef } from '../addresses.js'
import type { LedgerConfig } from '../config.js'
import {
  decodeAuctionEvent,
  decodeCis2Event,
  decodeMarketEvent,
  type AuctionEvent,
  type Cis2Event,
  type MarketEvent,
} from '../events.js'
import type { FinalizedTransaction } from '../node/types.js'
import type { FinalizedBlockSource, LedgerBlock } from './blocks.js'

/** The last block whose events have all been handled. */
export interface IndexerCursor {
  /** The chain the cursor belongs to; a cursor from another chain is refused. */
  genesisHash: string
  height: bigint
  blockHash: string
}

/**
 * Where the indexer keeps its cursor, next to what the handlers write. `transaction` must run
 * its work atomically (one database transaction): the handlers' writes for a batch of blocks and
 * the cursor after it commit together, so a crash mid-batch replays that batch and nothing else.
 */
export interface IndexerStore<Tx> {
  load(): Promise<IndexerCursor | null>
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  save(cursor: IndexerCursor, tx: Tx): Promise<void>
}

export type IndexedEvent = AuctionEvent | Cis2Event | MarketEvent
export type IndexedEventType = IndexedEvent['type']

/** Where an event sits on the chain. `key` is unique per event: use it to upsert. */
export interface IndexedEventContext {
  /** `<block hash>:<transaction index>:<event index>` — the same for the same event, every time. */
  key: string
  blockHash: string
  blockHeight: bigint
  blockTime: Date | undefined
  transactionHash: string
  transactionIndex: number
  /** Position among every event the transaction logged, in trace order. */
  eventIndex: number
  /** The contract that logged it. */
  contract: ContractRef
  /** The account that signed the transaction. */
  sender: string
}

export type IndexerHandler<E, Tx> = (event: E, context: IndexedEventContext, tx: Tx) => Promise<void> | void

/** One optional handler per event type of the three contracts. */
export type IndexerHandlers<Tx> = {
  [K in IndexedEventType]?: IndexerHandler<Extract<IndexedEvent, { type: K }>, Tx>
}

export interface LedgerIndexerOptions<Tx> {
  source: FinalizedBlockSource
  /** Which contracts to read (config.contracts); events of other contracts are ignored. */
  config: Pick<LedgerConfig, 'contracts'>
  store: IndexerStore<Tx>
  handlers: IndexerHandlers<Tx>
  /**
   * First height to read when there is no cursor yet. 1 for the local ledger; on Concordium,
   * the block the contracts were created in (nothing before it can concern them).
   */
  startHeight?: bigint
  /** Most blocks one runOnce reads; their writes and the cursor commit in one store transaction. */
  batchSize?: number
  /** Most blocks asked of the source at once (16). */
  readAhead?: number
  /** A logged event the decoders cannot read (a contract other than the documented one). */
  onUndecodable?: (eventHex: string, context: IndexedEventContext, error: unknown) => void
  /** Errors of the background loop (start); runOnce throws them instead. */
  onError?: (error: unknown) => void
}

export interface IndexerRunResult {
  /** Blocks read in this run. */
  blocks: number
  /** Decoded events of the three contracts (handled or not: a missing handler means "not needed"). */
  events: number
  /** The cursor after the run (null when nothing was ever processed). */
  cursor: IndexerCursor | null
  /** True when the run reached the last finalized block. */
  caughtUp: boolean
}

export class IndexerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IndexerError'
  }
}

interface LoopState {
  stopped: boolean
  timer?: ReturnType<typeof setTimeout>
  wake?: () => void
}

interface PendingEvent {
  event: IndexedEvent
  context: IndexedEventContext
}

const defaultBatchSize = 100
const defaultReadAhead = 16

/**
 * Follows a ledger's finalized blocks and hands each decoded contract event to its handler
 * once: blocks in height order, events in trace order, the cursor saved in the same store
 * transaction as the handlers' writes. After a restart it resumes from the saved cursor; a
 * block above the last finalized height is never read, so reorganised blocks never reach it.
 */
export class LedgerIndexer<Tx> {
  private readonly batchSize: number
  private readonly startHeight: bigint
  private readonly readAhead: number
  private running: Promise<IndexerRunResult> | undefined
  private loop: LoopState | undefined
  private loopDone: Promise<void> | undefined

  constructor(private readonly options: LedgerIndexerOptions<Tx>) {
    this.batchSize = options.batchSize ?? defaultBatchSize
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1) throw new RangeError('batchSize must be at least 1')
    this.startHeight = options.startHeight ?? 1n
    this.readAhead = options.readAhead ?? defaultReadAhead
    if (!Number.isInteger(this.readAhead) || this.readAhead < 1) throw new RangeError('readAhead must be at least 1')
    if (this.startHeight < 0n) throw new RangeError('startHeight cannot be negative')
  }

  /** Reads at most one batch of finalized blocks. Concurrent calls run one after the other. */
  runOnce(): Promise<IndexerRunResult> {
    const previous = this.running ?? Promise.resolve(undefined)
    const run = previous.catch(() => undefined).then(() => this.readBatch())
    this.running = run
    return run
  }

  /** Runs batches until stopped: straight on while behind, every `intervalMs` once caught up. */
  start(options: { intervalMs: number }): void {
    if (this.loop !== undefined) throw new IndexerError('The indexer is already running')
    const loop: LoopState = { stopped: false }
    this.loop = loop
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        loop.wake = resolve
        loop.timer = setTimeout(resolve, ms)
      })
    this.loopDone = (async () => {
      while (!loop.stopped) {
        let wait = options.intervalMs
        try {
          const result = await this.runOnce()
          if (!result.caughtUp) wait = 0
        } catch (error) {
          this.options.onError?.(error)
        }
        if (!loop.stopped) await pause(wait)
      }
    })()
  }

  /** Stops the loop; resolves once the batch under way (if any) has finished. */
  async stop(): Promise<void> {
    const loop = this.loop
    if (loop === undefined) return
    loop.stopped = true
    clearTimeout(loop.timer)
    loop.wake?.()
    await this.loopDone
    this.loop = undefined
  }

  private async readBatch(): Promise<IndexerRunResult> {
    const { source, store } = this.options
    let cursor = await store.load()
    const consensus = await source.getConsensus()
    const lastFinalized = consensus.blockHeight
    if (cursor !== null) {
      if (cursor.genesisHash !== consensus.genesisHash)
        throw new IndexerError(`The saved cursor is for another chain (genesis ${cursor.genesisHash})`)
      if (cursor.height > lastFinalized)
        throw new IndexerError(
          `The saved cursor (height ${cursor.height}) is ahead of the ledger's last finalized block ${lastFinalized}: was the ledger reset?`
        )
    }
    const first = cursor === null ? this.startHeight : cursor.height + 1n
    const last = minBigint(lastFinalized, first + BigInt(this.batchSize) - 1n)
    let blocks = 0
    const pending: PendingEvent[] = []
    let next: IndexerCursor | undefined
    for await (const block of this.blocksFrom(first, last)) {
      const previous = next ?? cursor
      if (previous !== null && block.parentHash !== previous.blockHash)
        throw new IndexerError(
          `Block ${block.height} does not follow the saved block ${previous.height} (${previous.blockHash}): the ledger changed under the cursor`
        )
      next = { genesisHash: consensus.genesisHash, height: block.height, blockHash: block.hash }
      pending.push(...this.eventsOf(block))
      blocks++
    }
    // The whole batch's writes and the cursor after its last block commit together: a crash
    // anywhere in it replays the batch and nothing else (one transaction per block made the
    // commits, not the handlers, the cost of catching up).
    if (next !== undefined) {
      const saved = next
      await store.transaction(async (tx) => {
        for (const { event, context } of pending) await this.dispatch(event, context, tx)
        await store.save(saved, tx)
      })
      cursor = saved
    }
    return { blocks, events: pending.length, cursor, caughtUp: last >= lastFinalized }
  }

  /**
   * The blocks `first`..`last` in height order, up to `readAhead` of them asked for at once: a
   * node's round trips overlap instead of adding up.
   */
  private async *blocksFrom(first: bigint, last: bigint): AsyncGenerator<LedgerBlock> {
    const { source } = this.options
    const reads: Promise<LedgerBlock>[] = []
    let asked = first
    const askNext = () => {
      if (asked > last) return
      const read = source.getFinalizedBlock(asked++)
      // Read ahead of a failure, a rejection nobody awaits any more must not be unhandled.
      read.catch(() => undefined)
      reads.push(read)
    }
    for (let index = 0; index < this.readAhead; index++) askNext()
    for (let height = first; height <= last; height++) {
      const block = await reads.shift()!
      askNext()
      if (block.height !== height) throw new IndexerError(`Asked for block ${height}, got ${block.height}`)
      yield block
    }
  }

  private eventsOf(block: LedgerBlock): PendingEvent[] {
    const pending: PendingEvent[] = []
    for (const { index, transaction } of block.transactions) {
      const { summary } = transaction
      if (summary.transactionType !== 'update') continue
      let eventIndex = 0
      for (const step of summary.events) {
        if (step.tag !== 'Updated' && step.tag !== 'Interrupted') continue
        for (const hex of step.events) {
          const context = this.contextOf(block, index, transaction, eventIndex++, step.address)
          const event = this.decode(hex, context)
          if (event !== undefined) pending.push({ event, context })
        }
      }
    }
    return pending
  }

  private contextOf(
    block: LedgerBlock,
    transactionIndex: number,
    transaction: FinalizedTransaction,
    eventIndex: number,
    contract: ContractRef
  ): IndexedEventContext {
    return {
      key: `${block.hash}:${transactionIndex}:${eventIndex}`,
      blockHash: block.hash,
      blockHeight: block.height,
      blockTime: block.time,
      transactionHash: transaction.hash,
      transactionIndex,
      eventIndex,
      contract,
      sender: transaction.summary.sender,
    }
  }

  private decode(hex: string, context: IndexedEventContext): IndexedEvent | undefined {
    const { contracts } = this.options.config
    const decoder = sameContract(context.contract, contracts.auction)
      ? decodeAuctionEvent
      : sameContract(context.contract, contracts.token)
        ? decodeCis2Event
        : sameContract(context.contract, contracts.market)
          ? decodeMarketEvent
          : undefined
    if (decoder === undefined) return undefined
    try {
      return decoder(hex)
    } catch (error) {
      this.options.onUndecodable?.(hex, context, error)
      return undefined
    }
  }

  private async dispatch(event: IndexedEvent, context: IndexedEventContext, tx: Tx): Promise<void> {
    // The mapped handler type pairs each type with its event; TypeScript cannot follow that through the lookup.
    const handler = this.options.handlers[event.type] as IndexerHandler<IndexedEvent, Tx> | undefined
    await handler?.(event, context, tx)
  }
}

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b)

/** A cursor as plain JSON (the height as a decimal string), for stores that keep one document. */
export function cursorToJson(cursor: IndexerCursor): { genesisHash: string; height: string; blockHash: string } {
  return { genesisHash: cursor.genesisHash, height: cursor.height.toString(), blockHash: cursor.blockHash }
}

export function cursorFromJson(json: { genesisHash: string; height: string; blockHash: string }): IndexerCursor {
  if (!/^\d+$/.test(json.height)) throw new IndexerError(`Invalid cursor height ${json.height}`)
  return { genesisHash: json.genesisHash, height: BigInt(json.height), blockHash: json.blockHash }
}
