import { ContractEvent, deserializeCIS2Event } from '@concordium/web-sdk'
import { describe, expect, it } from 'vitest'
import { account, contract, contractRef } from './addresses.js'
import {
  auctionEvents,
  cis2Events,
  createdAuctionId,
  createdSaleId,
  decodeAuctionEvent,
  decodeCis2Event,
  decodeMarketEvent,
  encodeAuctionEvent,
  encodeCis2Event,
  encodeMarketEvent,
  type Cis2Event,
} from './events.js'
import type { FinalizedTransaction } from './node/types.js'

const alice = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const aliceHex = '69752406cc939fc90ca6a73b57cee109963547f942006d219144924f8485fb0d'
const auctionHex = 'cc26000000000000' + '0000000000000000'

describe('CIS-2 events (tags 255..251)', () => {
  const pinned: [string, Cis2Event][] = [
    [
      'ff' + '0101' + 'a08d06' + '00' + aliceHex + '01' + auctionHex,
      { type: 'transfer', tokenId: '01', amount: 100000n, from: account(alice), to: contract(contractRef(9932)) },
    ],
    [
      'fe' + '02abcd' + '8827' + '00' + aliceHex,
      { type: 'mint', tokenId: 'abcd', amount: 5000n, owner: account(alice) },
    ],
    [
      'fd' + '00' + '01' + '01' + auctionHex,
      { type: 'burn', tokenId: '', amount: 1n, owner: contract(contractRef(9932)) },
    ],
    [
      'fc' + '01' + '00' + aliceHex + '01' + auctionHex,
      { type: 'updateOperator', update: 'add', owner: account(alice), operator: contract(contractRef(9932)) },
    ],
    [
      'fc' + '00' + '00' + aliceHex + '01' + auctionHex,
      { type: 'updateOperator', update: 'remove', owner: account(alice), operator: contract(contractRef(9932)) },
    ],
    ['fb' + '0101' + '0300' + '782f79' + '00', { type: 'tokenMetadata', tokenId: '01', url: 'x/y' }],
    [
      'fb' + '0101' + '0100' + '78' + '01' + 'cd'.repeat(32),
      { type: 'tokenMetadata', tokenId: '01', url: 'x', hash: 'cd'.repeat(32) },
    ],
  ]

  it.each(pinned)('decodes and re-encodes %s', (hex, event) => {
    expect(decodeCis2Event(hex)).toEqual(event)
    expect(encodeCis2Event(event)).toBe(hex)
  })

  it('agrees with the SDK decoder (whose token id keeps its length byte)', () => {
    const [transferHex] = pinned[0]!
    const sdk = deserializeCIS2Event(ContractEvent.fromHexString(transferHex))
    expect(sdk.type).toBe(0)
    if (sdk.type === 0) {
      expect(sdk.tokenAmount).toBe(100000n)
      expect(sdk.tokenId).toBe('0101')
    }
    const [mintHex] = pinned[1]!
    const mint = deserializeCIS2Event(ContractEvent.fromHexString(mintHex))
    if (mint.type === 1) expect(mint.tokenId.slice(2)).toBe('abcd')
    expect(mint.type).toBe(1)
  })

  it('leaves custom events alone and refuses malformed ones', () => {
    expect(decodeCis2Event('0007000000')).toBeUndefined()
    expect(() => decodeCis2Event('ff0101')).toThrow(RangeError)
    expect(() => decodeCis2Event(pinned[1]![0] + '00')).toThrow(/trailing/)
    expect(() => decodeCis2Event('fc02' + '00' + aliceHex + '00' + aliceHex)).toThrow(/operator update/)
  })
})

describe('auction and market events', () => {
  it('logs a new auction or sale as tag 0 + u32 little-endian', () => {
    expect(encodeAuctionEvent({ type: 'auctionCreated', auctionId: 258 })).toBe('0002010000')
    expect(decodeAuctionEvent('0002010000')).toEqual({ type: 'auctionCreated', auctionId: 258 })
    expect(encodeMarketEvent({ type: 'saleCreated', saleId: 1 })).toBe('0001000000')
    expect(decodeMarketEvent('0001000000')).toEqual({ type: 'saleCreated', saleId: 1 })
    expect(encodeMarketEvent({ type: 'saleCancelled', saleId: 258 })).toBe('0202010000')
    expect(decodeMarketEvent('0202010000')).toEqual({ type: 'saleCancelled', saleId: 258 })
  })

  it('pins bids, finalization and purchases', () => {
    const bid = '01' + '07000000' + aliceHex + '80841e0000000000'
    expect(decodeAuctionEvent(bid)).toEqual({ type: 'bidPlaced', auctionId: 7, bidder: alice, amount: 2_000_000n })
    expect(encodeAuctionEvent({ type: 'bidPlaced', auctionId: 7, bidder: alice, amount: 2_000_000n })).toBe(bid)
    const won = '02' + '07000000' + '01' + aliceHex + '80841e0000000000'
    expect(decodeAuctionEvent(won)).toEqual({
      type: 'auctionFinalized',
      auctionId: 7,
      winner: alice,
      amount: 2_000_000n,
    })
    const unsold = '02' + '07000000' + '00' + '0000000000000000'
    expect(decodeAuctionEvent(unsold)).toEqual({ type: 'auctionFinalized', auctionId: 7, amount: 0n })
    expect(encodeAuctionEvent({ type: 'auctionFinalized', auctionId: 7, amount: 0n })).toBe(unsold)
    const bought = '01' + '03000000' + aliceHex + '40420f0000000000'
    expect(decodeMarketEvent(bought)).toEqual({ type: 'tokensBought', saleId: 3, buyer: alice, totalPrice: 1_000_000n })
    expect(decodeAuctionEvent('09')).toBeUndefined()
    expect(decodeMarketEvent('ff')).toBeUndefined()
  })
})

describe('reading ids from a transaction trace', () => {
  const auction = contractRef(9932)
  const market = contractRef(9934)
  const token = contractRef(9933)
  const transaction: FinalizedTransaction = {
    hash: 'aa',
    blockHash: 'bb',
    blockHeight: 1n,
    summary: {
      transactionType: 'update',
      sender: alice,
      cost: 0n,
      energyCost: 0n,
      events: [
        { tag: 'Interrupted', address: auction, events: ['0005000000'] },
        {
          tag: 'Updated',
          address: token,
          instigator: contract(auction),
          amount: 0n,
          receiveName: 'rr_token.transfer',
          events: [encodeCis2Event({ type: 'mint', tokenId: '01', amount: 1n, owner: account(alice) })],
        },
        { tag: 'Resumed', address: auction, success: true },
        {
          tag: 'Updated',
          address: auction,
          instigator: account(alice),
          amount: 0n,
          receiveName: 'auction.create_auction',
          events: [],
        },
      ],
    },
  }

  it('finds the auction id even when it was logged before an interruption', () => {
    expect(createdAuctionId(transaction, auction)).toBe(5)
    expect(auctionEvents(transaction, auction)).toEqual([{ type: 'auctionCreated', auctionId: 5 }])
  })

  it('only reads events of the asked contract', () => {
    expect(createdSaleId(transaction, market)).toBeUndefined()
    expect(cis2Events(transaction, token)).toEqual([{ type: 'mint', tokenId: '01', amount: 1n, owner: account(alice) }])
    expect(cis2Events(transaction, auction)).toEqual([])
  })

  it('finds nothing in a failed transaction', () => {
    const failed: FinalizedTransaction = {
      ...transaction,
      summary: {
        transactionType: 'failed',
        sender: alice,
        cost: 0n,
        energyCost: 0n,
        rejectReason: { tag: 'OutOfEnergy' },
      },
    }
    expect(createdAuctionId(failed, auction)).toBeUndefined()
  })
})
