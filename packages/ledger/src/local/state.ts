import type { ContractRef } from '../addresses.js'

export interface TokenInfo {
  minter: string
  maxSupply: bigint
  supply: bigint
  metadataUrl: string
  metadataHash: string | undefined
}

export interface Auction {
  id: number
  owner: string
  item: string
  /** Milliseconds since the epoch (the chain's Timestamp). */
  endMs: number
  initialPrice: bigint
  tokenContract: ContractRef
  tokenId: string
  tokenAmount: bigint
  highestBid: { bidder: string; amount: bigint } | undefined
  finalized: boolean
}

export interface Sale {
  id: number
  seller: string
  tokenContract: ContractRef
  tokenId: string
  amount: bigint
  /** Micro CCD for the whole lot: the buyer pays exactly this. */
  price: bigint
  buyer: string | undefined
  /** Taken off the market by the seller (cancelSale); closed like a sold one. */
  cancelled: boolean
}

/**
 * Everything the three contracts and the accounts hold. Records are never mutated in place:
 * a change replaces the record through the journal, so a failed transaction can be undone.
 */
export interface LedgerState {
  /** Micro CCD per account address. */
  accounts: Map<string, bigint>
  /** Micro CCD per contract, keyed by contractKey. */
  contractBalances: Map<string, bigint>
  tokens: Map<string, TokenInfo>
  /** Keyed by tokenBalanceKey(tokenId, holderKey). */
  tokenBalances: Map<string, bigint>
  /** Keyed by operatorKey(ownerKey, operatorKey). */
  operators: Map<string, true>
  auctions: Map<number, Auction>
  sales: Map<number, Sale>
  counters: Map<'nextAuctionId' | 'nextSaleId', number>
}

export const tokenBalanceKey = (tokenId: string, holderKey: string) => `${tokenId}/${holderKey}`
export const operatorKey = (ownerKey: string, operator: string) => `${ownerKey}/${operator}`

export function emptyState(): LedgerState {
  return {
    accounts: new Map(),
    contractBalances: new Map(),
    tokens: new Map(),
    tokenBalances: new Map(),
    operators: new Map(),
    auctions: new Map(),
    sales: new Map(),
    counters: new Map([
      ['nextAuctionId', 0],
      ['nextSaleId', 0],
    ]),
  }
}

/** Records every write so a rejected transaction can be rolled back exactly. */
export class Journal {
  private undo: (() => void)[] = []

  set<K, V>(map: Map<K, V>, key: K, value: V): void {
    this.remember(map, key)
    map.set(key, value)
  }

  delete<K, V>(map: Map<K, V>, key: K): void {
    this.remember(map, key)
    map.delete(key)
  }

  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) this.undo[i]?.()
    this.undo = []
  }

  private remember<K, V>(map: Map<K, V>, key: K): void {
    if (map.has(key)) {
      const previous = map.get(key) as V
      this.undo.push(() => map.set(key, previous))
    } else {
      this.undo.push(() => map.delete(key))
    }
  }
}
