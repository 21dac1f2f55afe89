import { describe, expect, it, vi } from 'vitest'
import { ledgerMessages } from '../messages.js'
import { WalletConnection, WalletError, type WalletState } from './connection.js'
import type { WalletEvent, WalletProvider } from './provider.js'

const expected = 'aa'.repeat(32)
const alice = 'alice-account'
const bob = 'bob-account'

/** A scriptable stand-in for the browser wallet: tests set its answers and fire its events. */
class FakeProvider implements WalletProvider {
  accounts = [alice]
  selected: string | undefined = alice
  chain: string | undefined = expected
  declineConnect = false
  readonly listeners = new Map<WalletEvent, Set<(value: string) => void>>()
  readonly requestAccounts = vi.fn(async () => {
    if (this.declineConnect) throw new Error('Connection rejected')
    return this.accounts
  })
  readonly getMostRecentlySelectedAccount = vi.fn(async () => this.selected)
  readonly getSelectedChain = vi.fn(async () => this.chain)
  readonly sendTransaction = vi.fn(async () => 'hash')

  on(event: WalletEvent, listener: (value: string) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)?.add(listener)
    return this
  }

  removeListener(event: WalletEvent, listener: (value: string) => void) {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  emit(event: WalletEvent, value: string) {
    for (const listener of this.listeners.get(event) ?? []) listener(value)
  }

  listenerCount() {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0)
  }
}

function setup(networkName = 'Mainnet') {
  const provider = new FakeProvider()
  const detect = vi.fn(async (_timeoutMs: number): Promise<WalletProvider | undefined> => provider)
  const connection = new WalletConnection({ expectedGenesisHash: expected, networkName, detect })
  const states: WalletState[] = []
  connection.subscribe((state) => states.push(state))
  return { provider, detect, connection, states }
}

async function failure(promise: Promise<unknown>): Promise<WalletError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof WalletError) return error
    throw error
  }
  throw new Error('expected a WalletError')
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('WalletConnection.connect', () => {
  it('detects the wallet with the spec timeout (100 ms), asks for accounts and connects', async () => {
    const { provider, detect, connection, states } = setup()
    const state = await connection.connect()
    expect(detect).toHaveBeenCalledWith(100)
    expect(state).toEqual({ provider, address: alice, connected: true })
    expect(states.at(-1)).toEqual(state)
  })

  it('says there is no wallet when detection finds none', async () => {
    const { detect, connection } = setup()
    detect.mockResolvedValueOnce(undefined)
    const error = await failure(connection.connect())
    expect([error.kind, error.message]).toEqual(['noWallet', "You don't have Concordium Wallet. Please create it."])
    expect(connection.state.connected).toBe(false)
  })

  it('reports a declined connection as the user rejecting the request', async () => {
    const { provider, connection } = setup()
    provider.declineConnect = true
    const error = await failure(connection.connect())
    expect([error.kind, error.message]).toEqual(['rejected', 'You rejected the request'])
    expect(connection.state.connected).toBe(false)
  })

  it('names the configured network when the wallet is on another chain', async () => {
    const { provider, connection } = setup('Testnet')
    provider.chain = 'bb'.repeat(32)
    const error = await failure(connection.connect())
    expect([error.kind, error.message]).toEqual(['wrongNetwork', 'Change your network to Concordium Testnet!'])
    expect(connection.state).toMatchObject({ provider, address: undefined, connected: false })
  })

  it('treats a locked wallet (no chain) as the wrong network', async () => {
    const { provider, connection } = setup()
    provider.chain = undefined
    expect((await failure(connection.connect())).message).toBe(ledgerMessages.wrongNetwork('Mainnet'))
  })

  it('asks to connect an account when the wallet has none', async () => {
    const { provider, connection } = setup()
    provider.accounts = []
    provider.selected = undefined
    const error = await failure(connection.connect())
    expect([error.kind, error.message]).toEqual(['noAccount', 'Connect with Concordium Wallet!.'])
  })

  it('falls back to the first connected account and compares genesis hashes case-insensitively', async () => {
    const { provider, connection } = setup()
    provider.selected = undefined
    provider.accounts = [bob]
    provider.chain = expected.toUpperCase()
    expect(await connection.connect()).toMatchObject({ address: bob, connected: true })
  })

  it('shares one attempt between concurrent calls', async () => {
    const { provider, connection } = setup()
    await Promise.all([connection.connect(), connection.connect()])
    expect(provider.requestAccounts).toHaveBeenCalledTimes(1)
  })
})

describe('following the wallet', () => {
  it('switches account on accountChanged', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    provider.emit('accountChanged', bob)
    expect(connection.state).toMatchObject({ address: bob, connected: true })
  })

  it('re-reads the most recent account on accountDisconnected', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    provider.selected = bob
    provider.emit('accountDisconnected', alice)
    await flush()
    expect(connection.state).toMatchObject({ address: bob, connected: true })

    provider.selected = undefined
    provider.emit('accountDisconnected', bob)
    await flush()
    expect(connection.state).toMatchObject({ address: undefined, connected: false })
  })

  it('ignores a slow re-read overtaken by a newer event', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    let release: (value: string | undefined) => void = () => undefined
    provider.getMostRecentlySelectedAccount.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    provider.emit('accountDisconnected', alice)
    provider.emit('accountChanged', bob)
    release(undefined)
    await flush()
    expect(connection.state).toMatchObject({ address: bob, connected: true })
  })

  it('clears the connection on a chain change away from the network and restores it on return', async () => {
    const { provider, connection, states } = setup()
    await connection.connect()
    provider.emit('chainChanged', 'cc'.repeat(32))
    expect(connection.state).toMatchObject({ provider, address: undefined, connected: false })
    provider.emit('accountChanged', bob)
    expect(connection.state.connected).toBe(false)

    provider.emit('chainChanged', expected)
    await flush()
    expect(connection.state).toMatchObject({ address: alice, connected: true })
    expect(states.map((state) => state.connected)).toContain(false)
  })

  it('stops listening after disconnect', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    expect(provider.listenerCount()).toBe(3)
    connection.disconnect()
    expect(provider.listenerCount()).toBe(0)
    provider.emit('accountChanged', bob)
    expect(connection.state).toEqual({ provider: undefined, address: undefined, connected: false })
  })

  it('lets a subscriber unsubscribe', async () => {
    const { connection } = setup()
    const listener = vi.fn()
    const unsubscribe = connection.subscribe(listener)
    unsubscribe()
    await connection.connect()
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('requireAccount', () => {
  it('connects when needed and returns the provider and account', async () => {
    const { provider, connection } = setup()
    expect(await connection.requireAccount()).toEqual({ provider, address: alice })
  })

  it('re-checks the chain before a send', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    provider.chain = 'dd'.repeat(32)
    expect((await failure(connection.requireAccount())).kind).toBe('wrongNetwork')
  })

  it('asks to connect when the account went away', async () => {
    const { provider, connection } = setup()
    await connection.connect()
    provider.selected = undefined
    provider.emit('accountDisconnected', alice)
    await flush()
    expect((await failure(connection.requireAccount())).message).toBe('Connect with Concordium Wallet!.')
  })
})
