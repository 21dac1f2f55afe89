import { describe, expect, it } from 'vitest'
import { contractRef } from './addresses.js'
import { bytesToHex, hexToBytes } from './bytes.js'
import type { Auction, Sale } from './local/state.js'
import { decodeAuctionView, decodeSaleView, encodeAuctionView, encodeSaleView, viewIdParameter } from './views.js'

const owner = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const ownerHex = '69752406cc939fc90ca6a73b57cee109963547f942006d219144924f8485fb0d'

const auction: Auction = {
  id: 258,
  owner,
  item: 'Kobza',
  endMs: Date.parse('2024-03-01T12:00:00.000Z'),
  initialPrice: 25_000_000n,
  tokenContract: contractRef(9933n),
  tokenId: '01',
  tokenAmount: 5000n,
  highestBid: undefined,
  finalized: false,
}

describe('view entrypoints', () => {
  it('encodes an auction view in the documented bytes and reads it back', () => {
    expect(bytesToHex(viewIdParameter(258))).toBe('02010000')
    const bytes = encodeAuctionView(auction)
    // Some, owner, item, end, initial price, token contract, token id, amount, no bid, not finalized.
    expect(bytesToHex(bytes)).toBe(
      `01${ownerHex}050000004b6f627a6100b2e2f98d01000040787d0100000000cd2600000000000000000000000000000101882700` + '00'
    )
    expect(decodeAuctionView(258, bytes)).toEqual(auction)
    const bid = { ...auction, highestBid: { bidder: owner, amount: 30_000_000n }, finalized: true }
    expect(decodeAuctionView(258, encodeAuctionView(bid))).toEqual(bid)
    expect(bytesToHex(encodeAuctionView(undefined))).toBe('00')
    expect(decodeAuctionView(1, hexToBytes('00'))).toBeUndefined()
  })

  it('encodes a sale view and reads it back', () => {
    const sale: Sale = {
      id: 4,
      seller: owner,
      tokenContract: contractRef(9933n),
      tokenId: 'ab01',
      amount: 1500n,
      price: 7_000_000n,
      buyer: owner,
      cancelled: false,
    }
    expect(decodeSaleView(4, encodeSaleView(sale))).toEqual(sale)
    expect(decodeSaleView(4, encodeSaleView({ ...sale, buyer: undefined, cancelled: true }))).toEqual({
      ...sale,
      buyer: undefined,
      cancelled: true,
    })
  })

  it('refuses bytes that are not a view: truncated, trailing or a bad bool', () => {
    const bytes = encodeAuctionView(auction)
    expect(() => decodeAuctionView(258, bytes.slice(0, -3))).toThrow(RangeError)
    expect(() => decodeAuctionView(258, new Uint8Array([...bytes, 0]))).toThrow(RangeError)
    expect(() => decodeAuctionView(258, hexToBytes('02'))).toThrow(RangeError)
  })
})
