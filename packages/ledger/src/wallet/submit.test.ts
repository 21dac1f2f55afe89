import { describe, expect, it, vi } from 'vitest'
import { contractRef } from '../addresses.js'
import { mainnetConfig } from '../config.js'
import type { FinalizedTransaction } from '../node/types.js'
import { LedgerRejectError } from '../outcome.js'
import { bidRequest } from '../parameters.js'
import { WalletError } from './connection.js'
import type { WalletProvider } from './provider.js'
import { isUserRejection, submitUpdate } from './submit.js'

const request = bidRequest(mainnetConfig, { auctionId: 1, amountMicro: 5n })
const finalized = (summary: FinalizedTransaction['summary']): FinalizedTransaction => ({
  hash: 'h1',
  blockHash: 'b1',
  blockHeight: 7n,
  summary,
})

function provider(send: () => Promise<string>): WalletProvider {
  return {
    requestAccounts: vi.fn(),
    getMostRecentlySelectedAccount: vi.fn(),
    getSelectedChain: vi.fn(),
    sendTransaction: vi.fn(send),
    on: vi.fn(),
    removeListener: vi.fn(),
  }
}

describe('submitUpdate', () => {
  it('sends the request as an Update through the wallet and waits for that hash', async () => {
    const wallet = provider(async () => 'h1')
    const waitForTransaction = vi.fn(async () =>
      finalized({ transactionType: 'update', sender: 'me', cost: 0n, energyCost: 0n, events: [] })
    )
    const confirmed = await submitUpdate({
      provider: wallet,
      address: 'me',
      node: { waitForTransaction },
      request,
      waitTimeoutMs: 5000,
    })
    expect(wallet.sendTransaction).toHaveBeenCalledWith('me', 2, request.payload, request.parameters, request.schema)
    expect(waitForTransaction).toHaveBeenCalledWith('h1', { timeoutMs: 5000 })
    expect(confirmed).toMatchObject({ hash: 'h1', blockHeight: 7n, transactionType: 'update' })
  })

  it('maps a declined prompt to "You rejected the request" and other wallet failures to "Something went wrong"', async () => {
    const node = { waitForTransaction: vi.fn() }
    const declined = submitUpdate({
      provider: provider(() => Promise.reject(new Error('User rejected the request'))),
      address: 'me',
      node,
      request,
    })
    await expect(declined).rejects.toEqual(new WalletError('rejected', 'You rejected the request'))
    const broken = submitUpdate({
      provider: provider(() => Promise.reject(new Error('Network down'))),
      address: 'me',
      node,
      request,
    })
    await expect(broken).rejects.toMatchObject({ kind: 'failed', message: 'Something went wrong' })
    expect(node.waitForTransaction).not.toHaveBeenCalled()
  })

  it('throws the spec message for a contract rejection', async () => {
    const rejectReason = {
      tag: 'RejectedReceive' as const,
      rejectReason: -2,
      contractAddress: contractRef(9932),
      receiveName: 'auction.bid',
    }
    const node = {
      waitForTransaction: vi.fn(async () =>
        finalized({ transactionType: 'failed', sender: 'me', cost: 0n, energyCost: 0n, rejectReason })
      ),
    }
    const error = await submitUpdate({ provider: provider(async () => 'h1'), address: 'me', node, request }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(LedgerRejectError)
    expect(error).toMatchObject({ message: 'Bid below current highest bid', code: -2, transactionHash: 'h1' })
  })
})

describe('isUserRejection', () => {
  it('recognises the wordings wallets use for a declined prompt', () => {
    expect(['Signing rejected', 'Request denied', 'User declined', 'Cancelled by user'].every(isUserRejection)).toBe(
      true
    )
    expect([new Error('Timeout'), 42, undefined].some(isUserRejection)).toBe(false)
    expect(isUserRejection(new Error('Connection rejected by the user'))).toBe(true)
  })
})
