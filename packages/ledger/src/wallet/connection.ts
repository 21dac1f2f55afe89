import type { LedgerConfig } from '../config.js'
import { ledgerMessages } from '../messages.js'
import { detectBrowserWallet, walletConnectTimeoutMs } from './detect.js'
import type { WalletProvider } from './provider.js'

export interface WalletState {
  provider: WalletProvider | undefined
  address: string | undefined
  /** True only with an account on the expected network. */
  connected: boolean
}

export type WalletErrorKind = 'noWallet' | 'wrongNetwork' | 'noAccount' | 'rejected' | 'failed'

export class WalletError extends Error {
  constructor(
    readonly kind: WalletErrorKind,
    message: string
  ) {
    super(message)
    this.name = 'WalletError'
  }
}

export interface WalletConnectionOptions {
  expectedGenesisHash: string
  networkName: string
  /** Finds the wallet; defaults to the injected browser wallet. */
  detect?: (timeoutMs: number) => Promise<WalletProvider | undefined>
  timeoutMs?: number
}

export type Unsubscribe = () => void

const disconnected: WalletState = { provider: undefined, address: undefined, connected: false }

/**
 * The wallet connection as a small state machine, independent of any UI framework: a React
 * hook or a store subscribes to it. It follows the wallet's own events so the state stays true
 * when the user switches account or network inside the wallet.
 */
export class WalletConnection {
  private current: WalletState = disconnected
  private readonly listeners = new Set<(state: WalletState) => void>()
  private readonly detect: (timeoutMs: number) => Promise<WalletProvider | undefined>
  private readonly timeoutMs: number
  private readonly expectedGenesisHash: string
  private onExpectedChain = false
  private attachedTo: WalletProvider | undefined
  /** Bumped on every wallet event so a slow re-read cannot overwrite a newer event's result. */
  private generation = 0
  private connecting: Promise<WalletState> | undefined

  constructor(private readonly options: WalletConnectionOptions) {
    this.detect = options.detect ?? ((timeoutMs) => detectBrowserWallet(timeoutMs))
    this.timeoutMs = options.timeoutMs ?? walletConnectTimeoutMs
    this.expectedGenesisHash = options.expectedGenesisHash.toLowerCase()
  }

  static forConfig(config: LedgerConfig, detect?: WalletConnectionOptions['detect']): WalletConnection {
    return new WalletConnection({
      expectedGenesisHash: config.genesisHash,
      networkName: config.networkName,
      ...(detect === undefined ? {} : { detect }),
    })
  }

  get state(): WalletState {
    return this.current
  }

  subscribe(listener: (state: WalletState) => void): Unsubscribe {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Detects the wallet, asks for accounts and checks the network; throws WalletError. */
  connect(): Promise<WalletState> {
    this.connecting ??= this.runConnect().finally(() => {
      this.connecting = undefined
    })
    return this.connecting
  }

  /** What a send needs: a provider and an account on the expected network, or the reason why not. */
  async requireAccount(): Promise<{ provider: WalletProvider; address: string }> {
    const provider = this.current.provider ?? (await this.connect()).provider
    if (provider === undefined) throw this.error('noWallet')
    await this.checkChain(provider)
    const address = this.current.address ?? (await provider.getMostRecentlySelectedAccount())
    if (address === undefined) throw this.error('noAccount')
    this.set({ provider, address, connected: true })
    return { provider, address }
  }

  /** Forgets the connection locally and stops following the wallet's events. */
  disconnect(): void {
    this.detach()
    this.generation++
    this.onExpectedChain = false
    this.set(disconnected)
  }

  private async runConnect(): Promise<WalletState> {
    const provider = this.current.provider ?? (await this.detect(this.timeoutMs))
    if (provider === undefined) {
      this.set(disconnected)
      throw this.error('noWallet')
    }
    this.attach(provider)
    this.set({ ...this.current, provider })

    let accounts: string[]
    try {
      accounts = await provider.requestAccounts()
    } catch {
      throw this.error('rejected')
    }
    await this.checkChain(provider)
    const address = (await provider.getMostRecentlySelectedAccount()) ?? accounts[0]
    if (address === undefined) {
      this.set({ provider, address: undefined, connected: false })
      throw this.error('noAccount')
    }
    this.set({ provider, address, connected: true })
    return this.current
  }

  private async checkChain(provider: WalletProvider): Promise<void> {
    const chain = await provider.getSelectedChain()
    this.onExpectedChain = chain?.toLowerCase() === this.expectedGenesisHash
    if (!this.onExpectedChain) {
      this.set({ provider, address: undefined, connected: false })
      throw this.error('wrongNetwork')
    }
  }

  private readonly onAccountChanged = (address: string) => {
    this.generation++
    const provider = this.current.provider
    this.set({ provider, address: this.onExpectedChain ? address : undefined, connected: this.onExpectedChain })
  }

  private readonly onAccountDisconnected = () => {
    void this.rereadAccount()
  }

  private readonly onChainChanged = (genesisHash: string) => {
    this.onExpectedChain = genesisHash.toLowerCase() === this.expectedGenesisHash
    if (this.onExpectedChain) void this.rereadAccount()
    else {
      this.generation++
      this.set({ provider: this.current.provider, address: undefined, connected: false })
    }
  }

  /** After a disconnect (or a return to the right chain) the wallet may still have another account. */
  private async rereadAccount(): Promise<void> {
    const generation = ++this.generation
    const provider = this.current.provider
    if (provider === undefined) return
    let address: string | undefined
    try {
      address = await provider.getMostRecentlySelectedAccount()
    } catch {
      address = undefined
    }
    if (generation !== this.generation) return
    const usable = this.onExpectedChain ? address : undefined
    this.set({ provider, address: usable, connected: usable !== undefined })
  }

  private attach(provider: WalletProvider): void {
    if (this.attachedTo === provider) return
    this.detach()
    provider.on('accountChanged', this.onAccountChanged)
    provider.on('accountDisconnected', this.onAccountDisconnected)
    provider.on('chainChanged', this.onChainChanged)
    this.attachedTo = provider
  }

  private detach(): void {
    const provider = this.attachedTo
    if (provider === undefined) return
    provider.removeListener('accountChanged', this.onAccountChanged)
    provider.removeListener('accountDisconnected', this.onAccountDisconnected)
    provider.removeListener('chainChanged', this.onChainChanged)
    this.attachedTo = undefined
  }

  private set(next: WalletState): void {
    const { provider, address, connected } = this.current
    if (provider === next.provider && address === next.address && connected === next.connected) return
    this.current = next
    for (const listener of this.listeners) listener(next)
  }

  private error(kind: Exclude<WalletErrorKind, 'failed'>): WalletError {
    const messages = {
      noWallet: ledgerMessages.noWallet,
      wrongNetwork: ledgerMessages.wrongNetwork(this.options.networkName),
      noAccount: ledgerMessages.noAccount,
      rejected: ledgerMessages.userRejected,
    }
    return new WalletError(kind, messages[kind])
  }
}
