/*
 * The creation sequences' steps and the saved progress of an initial sale: no ledger code here,
 * so screens render them without loading the wallet layer (wallet/flows.ts, loaded on first use).
 */

export type InitialSaleStep = 'token' | 'mint' | 'operator' | 'auction' | 'save'
export const initialSaleSteps: readonly InitialSaleStep[] = ['token', 'mint', 'operator', 'auction', 'save']

export type SecondarySaleStep = 'operator' | 'sale' | 'save'
export const secondarySaleSteps: readonly SecondarySaleStep[] = ['operator', 'sale', 'save']

/**
 * What the ledger already holds of an initial sale that stopped midway, kept in the browser so
 * the form resumes from the failed step: a minted token is never minted twice, nor lost.
 */
export interface InitialSaleProgress {
  songId: number
  account: string
  tokenId: string
  minted: boolean
  operator: boolean
  /** Set once the auction is on the ledger; with it, the terms it was created with. */
  auction?: { auctionId: number; end: string; tokenAmount: string; initialPrice: string }
}

const progressKey = (userUuid: string) => `kobza.markets.initialSale.${userUuid}`

export function loadInitialSaleProgress(userUuid: string): InitialSaleProgress | null {
  try {
    const raw = localStorage.getItem(progressKey(userUuid))
    return raw ? (JSON.parse(raw) as InitialSaleProgress) : null
  } catch {
    return null
  }
}

export function saveInitialSaleProgress(userUuid: string, progress: InitialSaleProgress | null) {
  if (progress) localStorage.setItem(progressKey(userUuid), JSON.stringify(progress))
  else localStorage.removeItem(progressKey(userUuid))
}

/** A creation sequence stopped at `step`; `cause` is what failed there. */
export class StepError extends Error {
  constructor(
    readonly step: InitialSaleStep | SecondarySaleStep,
    override readonly cause: unknown
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'StepError'
  }
}

export class FlowError extends Error {
  override name = 'FlowError'
}

/**
 * The network's node failed while the page waited for a signed transaction (down, slow, or an
 * answer it could not read): the wallet may still have sent it, so the person is told to look
 * there rather than shown the node's own words.
 */
export class NodeUnreachableError extends Error {
  override name = 'NodeUnreachableError'
}
