import type { LedgerAction } from './contracts.js'
import { ledgerMessages } from './messages.js'
import type { FinalizedTransaction, RejectReason, UpdatedSummary } from './node/types.js'
import { auctionRejects, marketRejects, tokenRejects } from './reject-codes.js'

export class LedgerRejectError extends Error {
  constructor(
    readonly action: LedgerAction,
    message: string,
    /** The contract's reject code; undefined when the chain refused the transaction itself. */
    readonly code: number | undefined,
    readonly reason: RejectReason | undefined,
    readonly transactionHash: string | undefined
  ) {
    super(message)
    this.name = 'LedgerRejectError'
  }
}

const bidMessages: Record<number, string> = {
  [auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
  [auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
  [auctionRejects.ownerCannotParticipate]: ledgerMessages.ownerCannotBid,
  // Checked before the end, as in the public contract: a bid on a finalized auction says so.
  [auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized,
}

// The spec gives purchases the auction's wording for -2 and -4; only -10 differs.
const buyMessages: Record<number, string> = {
  [auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
  [auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
  [marketRejects.sellerCannotBuy]: ledgerMessages.ownerCannotBuy,
}

const finalizeMessages: Record<number, string> = {
  [auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized,
  [auctionRejects.auctionStillActive]: ledgerMessages.auctionStillActive,
}

const tokenShortageMessages: Record<number, string> = { [tokenRejects.insufficientFunds]: ledgerMessages.noTokens }

/** Actions whose unknown codes are reported with their number; the others use one fixed sentence. */
const codedActions: Partial<Record<LedgerAction, Record<number, string>>> = {
  bid: bidMessages,
  buyTokens: buyMessages,
  finalize: finalizeMessages,
}

const fallbackMessages: Record<LedgerAction, string> = {
  bid: ledgerMessages.somethingWentWrong,
  buyTokens: ledgerMessages.somethingWentWrong,
  finalize: ledgerMessages.somethingWentWrong,
  createAuction: ledgerMessages.somethingWentWrong,
  createSale: ledgerMessages.somethingWentWrong,
  cancelSale: ledgerMessages.somethingWentWrong,
  transfer: ledgerMessages.somethingWentWrong,
  mint: ledgerMessages.mintFailed,
  updateOperator: ledgerMessages.updateOperatorFailed,
}

const shortageActions: ReadonlySet<LedgerAction> = new Set(['createAuction', 'createSale', 'transfer'])

/** The sentence shown for a rejected action; `code` is undefined for chain-level rejections. */
export function rejectMessage(action: LedgerAction, code: number | undefined): string {
  if (code === undefined) return fallbackMessages[action]
  const coded = codedActions[action]
  if (coded !== undefined) return coded[code] ?? ledgerMessages.unknownRejectCode(code)
  if (shortageActions.has(action)) return tokenShortageMessages[code] ?? fallbackMessages[action]
  return fallbackMessages[action]
}

export function rejectCode(reason: RejectReason): number | undefined {
  return reason.tag === 'RejectedReceive' ? reason.rejectReason : undefined
}

export type ConfirmedUpdate = UpdatedSummary & { hash: string; blockHash: string; blockHeight: bigint }

/**
 * Classifies a finalized transaction: an update resolves, a failure throws LedgerRejectError
 * with the spec's wording. A sale that logged nothing moved no tokens, which the spec reports
 * as "No tokens on this wallet".
 */
export function readOutcome(transaction: FinalizedTransaction, action: LedgerAction): ConfirmedUpdate {
  const { summary } = transaction
  if (summary.transactionType === 'failed') {
    const code = rejectCode(summary.rejectReason)
    throw new LedgerRejectError(action, rejectMessage(action, code), code, summary.rejectReason, transaction.hash)
  }
  if (action === 'createSale' && summary.events.length === 0) {
    throw new LedgerRejectError(action, ledgerMessages.noTokens, undefined, undefined, transaction.hash)
  }
  return { ...summary, hash: transaction.hash, blockHash: transaction.blockHash, blockHeight: transaction.blockHeight }
}
