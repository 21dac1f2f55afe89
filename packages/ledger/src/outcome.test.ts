import { describe, expect, it } from 'vitest'
import { contractRef } from './addresses.js'
import type { LedgerAction } from './contracts.js'
import { ledgerMessages } from './messages.js'
import type { FinalizedTransaction, RejectReason } from './node/types.js'
import { LedgerRejectError, readOutcome, rejectMessage } from './outcome.js'

const failed = (rejectReason: RejectReason): FinalizedTransaction => ({
  hash: 'ab',
  blockHash: 'cd',
  blockHeight: 9n,
  summary: { transactionType: 'failed', sender: 'x', cost: 0n, energyCost: 0n, rejectReason },
})
const rejected = (code: number) =>
  failed({ tag: 'RejectedReceive', rejectReason: code, contractAddress: contractRef(9932), receiveName: 'auction.bid' })

function errorOf(transaction: FinalizedTransaction, action: LedgerAction): LedgerRejectError {
  try {
    readOutcome(transaction, action)
  } catch (error) {
    if (error instanceof LedgerRejectError) return error
    throw error
  }
  throw new Error('expected a LedgerRejectError')
}

describe('reject messages (spec wording)', () => {
  it.each([
    ['bid', -2, 'Bid below current highest bid'],
    ['bid', -4, 'Bid too late'],
    ['bid', -10, 'Owner cannot participate in the auction'],
    ['bid', -5, 'Auction already finalized'],
    ['buyTokens', -2, 'Bid below current highest bid'],
    ['buyTokens', -4, 'Bid too late'],
    ['buyTokens', -10, 'Owner cannot buy'],
    ['finalize', -5, 'Auction already finalized'],
    ['finalize', -8, 'Auction still active'],
  ] as const)('%s %i → %s', (action, code, message) => {
    expect(rejectMessage(action, code)).toBe(message)
  })

  it('keeps unknown codes in the message', () => {
    expect(rejectMessage('bid', -7)).toBe('Something went wrong (error code -7)')
    expect(rejectMessage('buyTokens', -3)).toBe('Something went wrong (error code -3)')
    expect(rejectMessage('finalize', -42000002)).toContain('-42000002')
  })

  it('uses the fixed sentences for the other actions', () => {
    expect(rejectMessage('mint', -2)).toBe(ledgerMessages.mintFailed)
    expect(rejectMessage('updateOperator', -1)).toBe('Something went wrong with update operator')
    expect(rejectMessage('createAuction', -42000003)).toBe('Something went wrong')
    expect(rejectMessage('createSale', -42000002)).toBe('No tokens on this wallet')
    expect(rejectMessage('createAuction', -42000002)).toBe('No tokens on this wallet')
    expect(rejectMessage('bid', undefined)).toBe('Something went wrong')
  })
})

describe('readOutcome', () => {
  it('returns the update with its events and place in the chain', () => {
    const update: FinalizedTransaction = {
      hash: 'ab',
      blockHash: 'cd',
      blockHeight: 3n,
      summary: {
        transactionType: 'update',
        sender: 'x',
        cost: 1n,
        energyCost: 2n,
        events: [{ tag: 'Resumed', address: contractRef(1), success: true }],
      },
    }
    expect(readOutcome(update, 'bid')).toEqual({ ...update.summary, hash: 'ab', blockHash: 'cd', blockHeight: 3n })
  })

  it('turns a contract rejection into LedgerRejectError with code, action and hash', () => {
    const error = errorOf(rejected(-4), 'bid')
    expect([error.message, error.code, error.action, error.transactionHash]).toEqual(['Bid too late', -4, 'bid', 'ab'])
  })

  it('reports chain-level failures without a code', () => {
    const error = errorOf(failed({ tag: 'AmountTooLarge' }), 'buyTokens')
    expect([error.message, error.code, error.reason?.tag]).toEqual([
      'Something went wrong',
      undefined,
      'AmountTooLarge',
    ])
  })

  it('treats a sale that logged nothing as "No tokens on this wallet"', () => {
    const empty: FinalizedTransaction = {
      ...rejected(0),
      summary: { transactionType: 'update', sender: 'x', cost: 0n, energyCost: 0n, events: [] },
    }
    expect(errorOf(empty, 'createSale').message).toBe('No tokens on this wallet')
    expect(readOutcome(empty, 'finalize').events).toEqual([])
  })
})
