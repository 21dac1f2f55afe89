import type { WalletApi } from '@concordium/browser-wallet-api-helpers'
import { describe, expect, it, vi } from 'vitest'
import { account, contract } from '../addresses.js'
import { createdAuctionId, createdSaleId } from '../events.js'
import { LocalLedger } from '../local/local-ledger.js'
import { LocalLedgerDriver } from '../local/local-ledger-driver.js'
import { LedgerRejectError } from '../outcome.js'
import {
  bidRequest,
  buyTokensRequest,
  createAuctionRequest,
  createSaleRequest,
  finalizeRequest,
  updateOperatorRequest,
} from '../parameters.js'
import { WalletConnection, WalletError } from './connection.js'
import { detectBrowserWallet } from './detect.js'
import { DevWallet, installDevWallet, type DevWalletApproval } from './dev-wallet.js'
import type { WalletProvider } from './provider.js'
import { submitUpdate } from './submit.js'

// Compile-time proof that the real extension's API fits the interface the platform codes against.
const realWalletFits = (api: WalletApi): WalletProvider => api

const start = Date.parse('2024-07-01T00:00:00Z')

function setup(approve?: (request: DevWalletApproval) => boolean) {
  const clock = { now: start }
  const ledger = new LocalLedger({ clock: () => clock.now })
  const artist = ledger.createAccount(1_000_000_000n)
  const fan = ledger.createAccount(1_000_000_000n)
  new LocalLedgerDriver(ledger).mint(artist, '01')
  const wallet = new DevWallet({ node: ledger, accounts: [artist, fan], ...(approve === undefined ? {} : { approve }) })
  const connection = WalletConnection.forConfig(ledger.config, async () => wallet)
  return { clock, ledger, artist, fan, wallet, connection, config: ledger.config }
}

describe('DevWallet as a WalletProvider', () => {
  it('is a WalletProvider like the real wallet', () => {
    expect(typeof realWalletFits).toBe('function')
    const { wallet } = setup()
    const provider: WalletProvider = wallet
    expect(
      [
        'requestAccounts',
        'getMostRecentlySelectedAccount',
        'getSelectedChain',
        'sendTransaction',
        'on',
        'removeListener',
      ].every((name) => name in provider)
    ).toBe(true)
  })

  it('connects through WalletConnection on the local network', async () => {
    const { connection, wallet, artist } = setup()
    expect(await wallet.getMostRecentlySelectedAccount()).toBeUndefined()
    expect(await connection.connect()).toEqual({ provider: wallet, address: artist, connected: true })
  })

  it('can be declined at connection and at signing, like the real wallet', async () => {
    const declineAll = setup(() => false)
    const declined = await declineAll.connection.connect().catch((error: unknown) => error)
    expect(declined).toBeInstanceOf(WalletError)
    expect(declined).toMatchObject({ kind: 'rejected', message: 'You rejected the request' })

    const declineSigning = setup((request) => request.type === 'connect')
    const { provider, address } = await declineSigning.connection.requireAccount()
    const request = finalizeRequest(declineSigning.config, { auctionId: 0 })
    await expect(submitUpdate({ provider, address, node: declineSigning.ledger, request })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'You rejected the request',
    })
  })

  it('refuses accounts it does not hold and transactions before connecting', async () => {
    const { wallet, ledger, config, fan } = setup()
    const request = finalizeRequest(config, { auctionId: 0 })
    await expect(wallet.sendTransaction(fan, 2, request.payload, request.parameters, request.schema)).rejects.toThrow(
      /not connected/
    )
    await wallet.requestAccounts()
    const stranger = ledger.createAccount()
    await expect(
      wallet.sendTransaction(stranger, 2, request.payload, request.parameters, request.schema)
    ).rejects.toThrow(/not connected/)
  })

  it('shows the approval prompt the transaction it is about to send', async () => {
    const approve = vi.fn(() => true)
    const { wallet, config, artist } = setup(approve)
    await wallet.requestAccounts()
    const request = bidRequest(config, { auctionId: 3, amountMicro: 7n })
    await wallet.sendTransaction(artist, 2, request.payload, request.parameters, request.schema)
    expect(approve).toHaveBeenLastCalledWith({
      type: 'transaction',
      account: artist,
      transaction: expect.objectContaining({
        sender: artist,
        amount: 7n,
        receiveName: 'auction.bid',
        parameter: { auction_id: 3 },
      }),
    })
  })

  it('plays account, disconnect and network changes through WalletConnection', async () => {
    const { connection, wallet, artist, fan } = setup()
    await connection.connect()
    wallet.selectAccount(fan)
    expect(connection.state.address).toBe(fan)
    wallet.disconnectAccount(fan)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connection.state).toMatchObject({ address: artist, connected: true })
    await wallet.switchChain('ee'.repeat(32))
    expect(connection.state).toMatchObject({ address: undefined, connected: false })
    await expect(connection.requireAccount()).rejects.toThrow('Change your network to Concordium Local!')
    await wallet.switchChain(undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connection.state).toMatchObject({ address: artist, connected: true })
    wallet.disconnectAccount(artist)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connection.state).toMatchObject({ address: undefined, connected: false })
  })

  it('can stand in for window.concordium', async () => {
    const { wallet } = setup()
    const host: { concordium?: WalletProvider; dispatchEvent(event: Event): boolean } = {
      dispatchEvent: vi.fn(() => true),
    }
    installDevWallet(wallet, host)
    expect(host.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'concordium#initialized' }))
    expect(await detectBrowserWallet(100, host)).toBe(wallet)
  })
})

describe('the whole market flow through DevWallet, as the web app runs it', () => {
  it('auctions RR tokens, outbids, finalizes, resells and reports the spec messages', async () => {
    const { clock, ledger, artist, fan, wallet, connection, config } = setup()
    const send = async (request: Parameters<typeof submitUpdate>[0]['request']) => {
      const { provider, address } = await connection.requireAccount()
      return submitUpdate({ provider, address, node: ledger, request })
    }

    await connection.connect()
    await send(updateOperatorRequest(config, { operator: contract(config.contracts.auction), update: 'add' }))
    const created = await send(
      createAuctionRequest(config, {
        item: 'Червона рута',
        end: new Date(start + 3_600_000),
        initialPriceMicro: 10_000_000n,
        tokenId: '01',
        tokenAmount: 5000n,
      })
    )
    const auctionId = createdAuctionId(created, config.contracts.auction)
    expect(auctionId).toBe(0)

    // The owner cannot bid on their own auction.
    await expect(send(bidRequest(config, { auctionId: 0, amountMicro: 20_000_000n }))).rejects.toThrow(
      'Owner cannot participate in the auction'
    )

    wallet.selectAccount(fan)
    await expect(send(bidRequest(config, { auctionId: 0, amountMicro: 9_000_000n }))).rejects.toThrow(
      'Bid below current highest bid'
    )
    await send(bidRequest(config, { auctionId: 0, amountMicro: 12_000_000n }))
    await expect(send(finalizeRequest(config, { auctionId: 0 }))).rejects.toThrow('Auction still active')

    // The end instant itself still belongs to the auction (bids pass, finalize waits).
    clock.now = start + 3_600_000
    await expect(send(finalizeRequest(config, { auctionId: 0 }))).rejects.toThrow('Auction still active')
    clock.now = start + 3_600_001
    await expect(send(bidRequest(config, { auctionId: 0, amountMicro: 50_000_000n }))).rejects.toThrow('Bid too late')
    await send(finalizeRequest(config, { auctionId: 0 }))
    const again = await send(finalizeRequest(config, { auctionId: 0 })).catch((error: unknown) => error)
    expect(again).toBeInstanceOf(LedgerRejectError)
    expect(again).toMatchObject({ code: -5, message: 'Auction already finalized' })
    expect(ledger.tokenBalance('01', account(fan))).toBe(5000n)
    expect(ledger.accountBalance(artist)).toBe(1_012_000_000n)

    // The fan resells 1000 of them for 10 CCD in total; the artist buys them back.
    await send(updateOperatorRequest(config, { operator: contract(config.contracts.market), update: 'add' }))
    const sale = await send(createSaleRequest(config, { tokenId: '01', amount: 1000n, totalPriceMicro: 10_000_000n }))
    const saleId = createdSaleId(sale, config.contracts.market) ?? -1
    await expect(send(buyTokensRequest(config, { saleId, totalPriceMicro: 10_000_000n }))).rejects.toThrow(
      'Owner cannot buy'
    )
    wallet.selectAccount(artist)
    await expect(send(buyTokensRequest(config, { saleId, totalPriceMicro: 9_999_999n }))).rejects.toMatchObject({
      code: -3,
    })
    await send(buyTokensRequest(config, { saleId, totalPriceMicro: 10_000_000n }))
    expect(ledger.tokenBalance('01', account(artist))).toBe(96000n)
    expect(ledger.accountBalance(fan)).toBe(998_000_000n)

    // Selling more than the wallet holds, or without letting the market escrow.
    await expect(
      send(createSaleRequest(config, { tokenId: '01', amount: 1n, pricePerTokenMicro: 1n }))
    ).rejects.toThrow('Something went wrong')
    wallet.selectAccount(fan)
    await expect(
      send(createSaleRequest(config, { tokenId: '01', amount: 1_000_000n, pricePerTokenMicro: 1n }))
    ).rejects.toThrow('No tokens on this wallet')
  })
})
