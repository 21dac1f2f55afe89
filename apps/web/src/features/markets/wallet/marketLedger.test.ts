import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@kobza/api-client'
import { mainnetConfig, type WalletProvider } from '@kobza/ledger'
import { fakeApi } from '../../../test/fakeApi'
import { jsonResponse } from '../../../test/fakes'
import { marketLedgerFor } from './marketLedger'
import { NodeUnreachableError } from './steps'

/** A wallet as the Concordium Browser Wallet behaves: accounts on request, the chain it is on. */
function stubWallet(chain: string): WalletProvider {
  return {
    requestAccounts: async () => ['4UC8o4m8AgTxt5VBFMdLwMCwwJQVJwjesNzW7RPXkACynrULmd'],
    getMostRecentlySelectedAccount: async () => '4UC8o4m8AgTxt5VBFMdLwMCwwJQVJwjesNzW7RPXkACynrULmd',
    getSelectedChain: async () => chain,
    sendTransaction: async () => 'f'.repeat(64),
    on: () => undefined,
    removeListener: () => undefined,
  }
}

const onNetwork = () =>
  createApiClient({
    baseUrl: 'http://kobza.test',
    storage: window.localStorage,
    // No local ledger: the platform trades on a Concordium network.
    fetch: fakeApi({ 'GET /api/v1/ledger/config': () => jsonResponse(404, { errors: [{ message: 'Not found' }] }) }),
  })

afterEach(() => {
  delete (window as { concordium?: unknown }).concordium
  vi.unstubAllGlobals()
})

describe('the market ledger on a Concordium network', () => {
  it('finds the browser wallet injected after the app started, through the wallet’s helper package', async () => {
    const ledger = await marketLedgerFor(onNetwork(), 'user-network-1')
    expect(ledger.mode).toBe('network')
    setTimeout(() => {
      ;(window as { concordium?: unknown }).concordium = stubWallet(mainnetConfig.genesisHash)
      window.dispatchEvent(new Event('concordium#initialized'))
    }, 20)
    const state = await ledger.connection.connect()
    expect(state.connected).toBe(true)
    expect(state.address).toBe('4UC8o4m8AgTxt5VBFMdLwMCwwJQVJwjesNzW7RPXkACynrULmd')
  })

  it('says so in the spec’s words when the wallet is on another chain', async () => {
    ;(window as { concordium?: unknown }).concordium = stubWallet('0'.repeat(64))
    const ledger = await marketLedgerFor(onNetwork(), 'user-network-2')
    await expect(ledger.connection.connect()).rejects.toThrow(
      `Change your network to Concordium ${mainnetConfig.networkName}!`
    )
  })

  it('a node that fails while a signed transaction is awaited is the node’s failure, not its words', async () => {
    const asked: string[] = []
    // The network's node over gRPC-web, down: trailers-only answers with status 14 (unavailable).
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input))
      return new Response(null, {
        status: 200,
        headers: { 'content-type': 'application/grpc-web+proto', 'grpc-status': '14', 'grpc-message': 'down' },
      })
    })
    const ledger = await marketLedgerFor(onNetwork(), 'user-network-3')
    const waiting = ledger.node.waitForTransaction('ab'.repeat(32))
    await expect(waiting).rejects.toBeInstanceOf(NodeUnreachableError)
    expect(asked.length).toBeGreaterThan(0)
    for (const url of asked) expect(url.startsWith(`${mainnetConfig.nodeUrl}/concordium.v2.Queries/`)).toBe(true)
  })
})
