import type { ConsensusInfo, FinalizedTransaction } from '../node/types.js'

/** One transaction of a block, at its position in the block (the chain's transaction index). */
export interface BlockTransaction {
  index: number
  transaction: FinalizedTransaction
}

/**
 * A finalized block as the indexer reads it. Only contract updates (committed or rejected) are
 * listed; other block items are left out, but `index` keeps their numbering.
 */
export interface LedgerBlock {
  height: bigint
  hash: string
  /** The block before it; for height 1 (or the first block read) the genesis or previous hash. */
  parentHash: string
  /** Block time, when the source knows it. */
  time?: Date
  transactions: BlockTransaction[]
}

/**
 * Where finalized blocks come from: the LocalLedger, or a Concordium node (ConcordiumNode).
 * `getConsensus().blockHeight` is the last **finalized** height; nothing above it is ever asked
 * for, so blocks that may still be reorganised away are never seen by the indexer.
 */
export interface FinalizedBlockSource {
  getConsensus(): Promise<ConsensusInfo>
  /** The finalized block at `height`; callers ask only for heights up to the last finalized one. */
  getFinalizedBlock(height: bigint): Promise<LedgerBlock>
}
