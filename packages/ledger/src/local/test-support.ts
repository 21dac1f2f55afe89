import { contract, type LedgerAddress } from '../addresses.js'
import type { FinalizedTransaction } from '../node/types.js'
import { LocalLedger } from './local-ledger.js'
import { LocalLedgerDriver } from './local-ledger-driver.js'

/** Shared by the local-ledger tests only (excluded from the build). */
export const start = Date.parse('2024-06-01T00:00:00Z')
export const ccd = (whole: number) => BigInt(whole) * 1_000_000n

/** "ok" for a committed update, the reject code for a contract rejection, else the chain's tag. */
export function outcomeOf(transaction: FinalizedTransaction): 'ok' | number | string {
  const { summary } = transaction
  if (summary.transactionType === 'update') return 'ok'
  return summary.rejectReason.tag === 'RejectedReceive' ? summary.rejectReason.rejectReason : summary.rejectReason.tag
}

/**
 * `owner` puts `tokenAmount` of token 01 on auction from `initialPriceMicro`, ending `endsInMs`
 * after `start` (the owner holds the tokens and has approved the auction contract).
 */
export function auctionOf(
  driver: LocalLedgerDriver,
  owner: string,
  lot: { tokenAmount: bigint; initialPriceMicro: bigint; endsInMs: number; item?: string }
): FinalizedTransaction {
  const { endsInMs, ...rest } = lot
  return driver.createAuction(owner, { tokenId: '01', ...rest, end: new Date(start + endsInMs) })
}

export function setupLedger() {
  const clock = { now: start }
  const ledger = new LocalLedger({ clock: () => clock.now })
  const driver = new LocalLedgerDriver(ledger)
  const { contracts } = ledger.config
  const alice = ledger.createAccount(ccd(1000))
  const bob = ledger.createAccount(ccd(1000))
  const carol = ledger.createAccount(ccd(1000))
  const auction: LedgerAddress = contract(contracts.auction)
  const market: LedgerAddress = contract(contracts.market)
  return { ledger, driver, clock, alice, bob, carol, auction, market, contracts }
}

/** Comparable ledger state without the parts every transaction changes (height, history). */
export function stateOf(ledger: LocalLedger) {
  const { blockHeight: _height, transactions: _transactions, ...rest } = ledger.snapshot({ withHistory: false })
  return rest
}

/** Every balance, escrow, permission, auction and sale: the state without height and history. */
export function fingerprint(ledger: LocalLedger): string {
  const { blockHeight: _height, transactions: _transactions, ...state } = ledger.snapshot({ withHistory: false })
  return JSON.stringify(state)
}
