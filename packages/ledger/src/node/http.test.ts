import { describe, expect, it, vi } from 'vitest'
import { account, contract, contractRef } from '../addresses.js'
import { LocalLedger } from '../local/local-ledger.js'
import { LocalLedgerDriver } from '../local/local-ledger-driver.js'
import { bidRequest, createAuctionRequest, toUpdateTransaction, updateOperatorRequest } from '../parameters.js'
import { DevWallet } from '../wallet/dev-wallet.js'
import { submitUpdate } from '../wallet/submit.js'
import { createLedgerHttpHandler, type LedgerOperation } from './http-handler.js'
import { HttpLedgerNode, ledgerRoutes } from './http-ledger-node.js'
import { LedgerNodeError } from './types.js'

const base = 'http://kobza.test/api/v1/ledger'

function setup(authorize: (request: Request, operation: LedgerOperation) => boolean = () => true) {
  const clock = { now: Date.parse('2024-08-01T00:00:00Z') }
  const ledger = new LocalLedger({ clock: () => clock.now })
  const spy = vi.fn(authorize)
  const handler = createLedgerHttpHandler({ node: ledger, basePath: '/api/v1/ledger', authorize: spy })
  const fetch = vi.fn(
    async (url: string, init?: RequestInit) =>
      (await handler(new Request(url, init))) ?? new Response(null, { status: 599 })
  )
  const node = new HttpLedgerNode({ baseUrl: `${base}/`, fetch, pollIntervalMs: 1, defaultTimeoutMs: 20 })
  return { clock, ledger, handler, fetch, node, authorize: spy }
}

describe('HttpLedgerNode against the API handler', () => {
  it('reads consensus, accounts and contracts', async () => {
    const { node, ledger } = setup()
    expect(await node.getConsensus()).toEqual(await ledger.getConsensus())
    const address = await node.createAccount(5_000_000n)
    expect(await node.getAccountBalance(address)).toBe(5_000_000n)
    expect(await node.fund(address, 1n)).toBe(5_000_001n)
    expect(await node.getAccountBalance('unknown')).toBeUndefined()
    expect(await node.getInstanceInfo(ledger.config.contracts.auction)).toEqual(
      await ledger.getInstanceInfo(ledger.config.contracts.auction)
    )
    expect(await node.getInstanceInfo(contractRef(404))).toBeUndefined()
    expect(await node.getModuleSchema(ledger.config.contracts.auction)).toBeUndefined()
  })

  it('sends a transaction and returns the very outcome the ledger recorded', async () => {
    const { node, ledger } = setup()
    const artist = ledger.createAccount()
    const request = updateOperatorRequest(ledger.config, {
      operator: contract(ledger.config.contracts.auction),
      update: 'add',
    })
    const hash = await node.sendUpdate(toUpdateTransaction(artist, request.payload, request.parameters, request.schema))
    expect(await node.waitForTransaction(hash)).toEqual(ledger.transaction(hash))
    new LocalLedgerDriver(ledger).mint(artist, 'c0ffee')
    expect(await node.getTokenBalance(ledger.config.contracts.token, 'c0ffee', account(artist))).toBe(100000n)
    expect(
      await node.getTokenBalance(ledger.config.contracts.token, 'c0ffee', contract(ledger.config.contracts.auction))
    ).toBe(0n)
  })

  it('gives up waiting for a transaction it never sees', async () => {
    const { node, fetch } = setup()
    const error = await node.waitForTransaction('ab'.repeat(32)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(LedgerNodeError)
    expect(error).toMatchObject({ status: 408 })
    expect(fetch.mock.calls.length).toBeGreaterThan(1)
  })

  it('asks the API who may send, create and fund, and reports a refusal', async () => {
    const { node, ledger, authorize } = setup((_request, operation) => operation.type === 'read')
    const artist = ledger.createAccount()
    const request = updateOperatorRequest(ledger.config, {
      operator: contract(ledger.config.contracts.market),
      update: 'add',
    })
    const refused = node.sendUpdate(toUpdateTransaction(artist, request.payload, request.parameters, request.schema))
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'You are not allowed to do this' })
    await expect(node.fund(artist, 5n)).rejects.toMatchObject({ status: 403 })
    await expect(node.createAccount(5n)).rejects.toMatchObject({ status: 403 })
    expect(authorize.mock.calls.map(([, operation]) => operation)).toEqual([
      { type: 'send', sender: artist },
      { type: 'fund', address: artist, amount: 5n },
      { type: 'createAccount', initialBalance: 5n },
    ])
    expect(ledger.accountBalance(artist)).toBe(0n)
  })

  it('answers bad requests with the platform error body', async () => {
    const { handler, node } = setup()
    const post = (path: string, body: string) =>
      handler(new Request(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } }))
    const malformed = await post(ledgerRoutes.transactions, '{oops')
    expect(malformed?.status).toBe(400)
    expect(await malformed?.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON' }] })
    expect((await post(ledgerRoutes.transactions, JSON.stringify({ sender: 'x' })))?.status).toBe(400)
    expect((await post(ledgerRoutes.fund('x'), JSON.stringify({ amount: '-1' })))?.status).toBe(400)
    const unknownSender = await post(
      ledgerRoutes.transactions,
      JSON.stringify({
        sender: 'nobody',
        contract: { index: '1', subindex: '0' },
        receiveName: 'auction.bid',
        amount: '0',
        maxEnergy: '30000',
        parameter: {},
      })
    )
    expect(unknownSender?.status).toBe(404)
    expect((await handler(new Request(`${base}/nowhere`)))?.status).toBe(404)
    expect((await handler(new Request(`${base}/contracts/x/0`)))?.status).toBe(400)
    expect((await handler(new Request(`${base}/contracts/2/0/tokens/01/balance`)))?.status).toBe(400)
    expect(await handler(new Request('http://kobza.test/api/v1/users'))).toBeUndefined()
    await expect(node.fund('nobody', 1n)).rejects.toMatchObject({ status: 404 })
  })
})

describe("the local ledger's clock over HTTP", () => {
  it('reads the block time and moves it forward only when the API allows it', async () => {
    const { node, clock, authorize } = setup()
    expect(await node.now()).toEqual(new Date(clock.now))
    expect(await node.advanceTime(60_000)).toEqual(new Date(clock.now + 60_000))
    expect(authorize.mock.calls.at(-1)?.[1]).toEqual({ type: 'advanceTime', ms: 60_000 })

    const refusing = setup((_request, operation) => operation.type === 'read')
    await expect(refusing.node.advanceTime(1)).rejects.toMatchObject({ status: 403 })
    expect(await refusing.node.now()).toEqual(new Date(refusing.clock.now))
    const negative = await refusing.handler(
      new Request(`${base}${ledgerRoutes.time}`, { method: 'POST', body: JSON.stringify({ advanceMs: -1 }) })
    )
    expect(negative?.status).toBe(400)
  })
})

describe('DevWallet over HTTP', () => {
  it('runs the wallet flow against the API exactly as in-process', async () => {
    const { node, ledger, clock } = setup()
    const artist = await node.createAccount(0n)
    const fan = await node.createAccount(100_000_000n)
    const driver = new LocalLedgerDriver(ledger)
    driver.mint(artist, '01')
    driver.approve(artist, 'auction')
    driver.send(
      artist,
      createAuctionRequest(ledger.config, {
        item: 'Song',
        end: new Date(clock.now + 1000),
        initialPriceMicro: 1_000_000n,
        tokenId: '01',
        tokenAmount: 10n,
      })
    )

    const wallet = new DevWallet({ node, accounts: [fan] })
    await wallet.requestAccounts()
    expect(await wallet.getSelectedChain()).toBe(ledger.config.genesisHash)
    await submitUpdate({
      provider: wallet,
      address: fan,
      node,
      request: bidRequest(ledger.config, { auctionId: 0, amountMicro: 2_000_000n }),
    })
    expect(ledger.auction(0)?.highestBid).toEqual({ bidder: fan, amount: 2_000_000n })
    await expect(
      submitUpdate({
        provider: wallet,
        address: fan,
        node,
        request: bidRequest(ledger.config, { auctionId: 0, amountMicro: 2_000_000n }),
      })
    ).rejects.toThrow('Bid below current highest bid')
  })
})
