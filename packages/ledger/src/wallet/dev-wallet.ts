import { AccountTransactionType } from '@concordium/web-sdk'
import type { LedgerNode, ParameterJson, SchemaSource, UpdateTransaction } from '../node/types.js'
import { toUpdateTransaction, type UpdatePayload } from '../parameters.js'
import { walletInitializedEvent, type WalletHost } from './detect.js'
import type { WalletEvent, WalletProvider } from './provider.js'

export type DevWalletApproval =
  { type: 'connect'; accounts: string[] } | { type: 'transaction'; account: string; transaction: UpdateTransaction }

export interface DevWalletOptions {
  node: Pick<LedgerNode, 'getConsensus' | 'sendUpdate'>
  /** Accounts this wallet holds; the first is selected. */
  accounts: string[]
  /** The wallet's approval prompt: resolve false to decline (the real wallet then throws). */
  approve?: (request: DevWalletApproval) => boolean | Promise<boolean>
}

type Listener = (value: string) => void

/**
 * A stand-in for the Concordium Browser Wallet, backed by any LedgerNode (in the platform, an
 * HttpLedgerNode for the API's local ledger). It implements the same WalletProvider surface, so
 * WalletConnection and submitUpdate cannot tell it from the real extension. Its extra methods
 * (selectAccount, disconnectAccount, switchChain) play the user's actions inside a wallet.
 */
export class DevWallet implements WalletProvider {
  private readonly accounts: string[]
  private readonly listeners = new Map<WalletEvent, Set<Listener>>()
  private connected = false
  private selected: string | undefined
  /** Set by switchChain to simulate the user picking another network. */
  private chainOverride: string | undefined

  constructor(private readonly options: DevWalletOptions) {
    this.accounts = [...options.accounts]
    this.selected = this.accounts[0]
  }

  async requestAccounts(): Promise<string[]> {
    if (!(await this.approve({ type: 'connect', accounts: [...this.accounts] })))
      throw new Error('Connection rejected by the user')
    this.connected = true
    return [...this.accounts]
  }

  async getMostRecentlySelectedAccount(): Promise<string | undefined> {
    return this.connected ? this.selected : undefined
  }

  async getSelectedChain(): Promise<string | undefined> {
    return this.chainOverride ?? (await this.options.node.getConsensus()).genesisHash
  }

  async sendTransaction(
    accountAddress: string,
    type: AccountTransactionType.Update,
    payload: UpdatePayload,
    parameters: ParameterJson,
    schema: SchemaSource
  ): Promise<string> {
    if (type !== AccountTransactionType.Update) throw new Error('DevWallet only sends contract updates')
    if (!this.connected || !this.accounts.includes(accountAddress))
      throw new Error(`Account ${accountAddress} is not connected`)
    const transaction = toUpdateTransaction(accountAddress, payload, parameters, schema)
    if (!(await this.approve({ type: 'transaction', account: accountAddress, transaction })))
      throw new Error('Signing rejected by the user')
    return this.options.node.sendUpdate(transaction)
  }

  on(event: WalletEvent, listener: Listener): this {
    let set = this.listeners.get(event)
    if (set === undefined) this.listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  removeListener(event: WalletEvent, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** The user picks another of the wallet's accounts. */
  selectAccount(address: string): void {
    if (!this.accounts.includes(address)) this.accounts.push(address)
    this.selected = address
    if (this.connected) this.emit('accountChanged', address)
  }

  /** The user disconnects one account from the site; another one (if any) stays selected. */
  disconnectAccount(address: string): void {
    const index = this.accounts.indexOf(address)
    if (index < 0) return
    this.accounts.splice(index, 1)
    if (this.selected === address) this.selected = this.accounts[0]
    if (this.accounts.length === 0) this.connected = false
    this.emit('accountDisconnected', address)
  }

  /** The user switches the wallet to another network (undefined returns to the node's). */
  async switchChain(genesisHash: string | undefined): Promise<void> {
    this.chainOverride = genesisHash
    this.emit('chainChanged', (await this.getSelectedChain()) ?? '')
  }

  private approve(request: DevWalletApproval): boolean | Promise<boolean> {
    return this.options.approve?.(request) ?? true
  }

  private emit(event: WalletEvent, value: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(value)
  }
}

/**
 * Puts a DevWallet where the browser extension would be (window.concordium) and announces it,
 * so detectBrowserWallet finds it. For the platform's local-ledger mode only.
 */
export function installDevWallet(
  wallet: DevWallet,
  host: WalletHost & { dispatchEvent?(event: Event): boolean } = globalThis as WalletHost
): void {
  host.concordium = wallet
  host.dispatchEvent?.(new Event(walletInitializedEvent))
}
