import type { Page } from '@playwright/test'

/*
 * A stand-in for the Concordium Browser Wallet extension, injected before the page's scripts
 * (page.addInitScript) the way the extension injects its WalletApi: `window.concordium`, then
 * the `concordium#initialized` event that @concordium/browser-wallet-api-helpers'
 * detectConcordiumProvider listens for. It answers as the WalletApi type documents: connect and
 * requestAccounts (throwing when the user declines), getMostRecentlySelectedAccount (undefined
 * until connected), getSelectedChain (the selected network's genesis hash), sendTransaction
 * (the transaction hash, or a throw when the user declines) and an EventEmitter's on, once,
 * addListener, removeListener and removeAllListeners for accountChanged, chainChanged and
 * accountDisconnected. `window.stubWallet` plays the user's actions inside the wallet.
 */

export interface StubWalletOptions {
  /** The genesis hash of the network the wallet has selected. */
  chain: string
  accounts: string[]
  /** The user declines the connection prompt or the signing prompt. */
  decline?: 'connect' | 'send'
}

/** What the stub saw sent, for the test to check what the page asked the wallet to sign. */
export interface StubSentTransaction {
  account: string
  type: number
  entrypoint: string
  amountMicro: string
  parameters: unknown
}

function installStubWallet(options: StubWalletOptions) {
  type Listener = (value: string) => void
  const listeners = new Map<string, Set<Listener>>()
  /*
   * The extension keeps the selected network, the accounts and the sites it connected across the
   * page's loads: so does the stub, in the tab's sessionStorage (what it was sent too, for the test).
   */
  const storageKey = 'kobza-e2e-stub-wallet'
  interface Kept {
    chain: string
    accounts: string[]
    connected: boolean
    sent: StubSentTransaction[]
  }
  const stored = sessionStorage.getItem(storageKey)
  const kept: Kept = stored
    ? (JSON.parse(stored) as Kept)
    : { chain: options.chain, accounts: [...options.accounts], connected: false, sent: [] }
  const keep = () =>
    sessionStorage.setItem(
      storageKey,
      // A parameter's amounts may be bigints, which JSON does not write: kept as decimal strings.
      JSON.stringify(kept, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
    )
  const { sent } = kept
  const emit = (event: string, value: string) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const declined = (what: string) => new Error(`${what} rejected by the user`)
  const api = {
    async connect() {
      return (await api.requestAccounts())[0]
    },
    async requestAccounts() {
      if (options.decline === 'connect') throw declined('Connection')
      kept.connected = true
      keep()
      return [...kept.accounts]
    },
    async getMostRecentlySelectedAccount() {
      return kept.connected ? kept.accounts[0] : undefined
    },
    async getSelectedChain() {
      return kept.chain
    },
    async sendTransaction(
      account: string,
      type: number,
      payload: { receiveName?: { value?: string }; amount?: { microCcdAmount?: bigint } },
      parameters?: unknown
    ) {
      if (!kept.connected || !kept.accounts.includes(account)) throw new Error(`Account ${account} is not connected`)
      sent.push({
        account,
        type,
        entrypoint:
          String(payload.receiveName?.value ?? '')
            .split('.')
            .pop() ?? '',
        amountMicro: String(payload.amount?.microCcdAmount ?? ''),
        parameters,
      })
      keep()
      if (options.decline === 'send') throw declined('Signing')
      return Array.from({ length: 64 }, (_, index) => ((sent.length + index) % 16).toString(16)).join('')
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return api
    },
    addListener(event: string, listener: Listener) {
      return api.on(event, listener)
    },
    once(event: string, listener: Listener) {
      const once: Listener = (value) => {
        api.removeListener(event, once)
        listener(value)
      }
      return api.on(event, once)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return api
    },
    removeAllListeners(event?: string) {
      if (event === undefined) listeners.clear()
      else listeners.delete(event)
      return api
    },
  }
  Object.assign(window, {
    concordium: api,
    stubWallet: {
      sent,
      selectAccount(address: string) {
        kept.accounts = [address, ...kept.accounts.filter((other) => other !== address)]
        keep()
        if (kept.connected) emit('accountChanged', address)
      },
      switchChain(genesisHash: string) {
        kept.chain = genesisHash
        keep()
        emit('chainChanged', genesisHash)
      },
      disconnect() {
        const [gone] = kept.accounts
        kept.connected = false
        keep()
        if (gone) emit('accountDisconnected', gone)
      },
    },
  })
  window.dispatchEvent(new Event('concordium#initialized'))
}

export async function installStubWalletOn(page: Page, options: StubWalletOptions) {
  await page.addInitScript(installStubWallet, options)
}

/** The wallet's side of the stub, driven from the test. */
export const stubWallet = {
  sent: (page: Page) =>
    page.evaluate(() => (window as unknown as { stubWallet: { sent: StubSentTransaction[] } }).stubWallet.sent),
  selectAccount: (page: Page, address: string) =>
    page.evaluate(
      (next) =>
        (window as unknown as { stubWallet: { selectAccount(a: string): void } }).stubWallet.selectAccount(next),
      address
    ),
  switchChain: (page: Page, genesisHash: string) =>
    page.evaluate(
      (next) => (window as unknown as { stubWallet: { switchChain(h: string): void } }).stubWallet.switchChain(next),
      genesisHash
    ),
}
