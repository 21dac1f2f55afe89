import { describe, expect, it } from 'vitest'
import {
  AuctionTimeError,
  auctionAcceptsBids,
  auctionCanBeFinalized,
  auctionEnd,
  auctionTimeMessages,
  isAuctionEnded,
  rrTokenSupply,
  tokensForCopyrightPercent,
} from './auction-rules.js'

const now = new Date('2024-05-01T10:00:00Z')

describe('auctionEnd', () => {
  it('adds the duration in seconds', () => {
    expect(auctionEnd(now, 604800).toISOString()).toBe('2024-05-08T10:00:00.000Z')
    expect(auctionEnd(now, '60').toISOString()).toBe('2024-05-01T10:01:00.000Z')
  })

  it('requires a positive number of seconds', () => {
    for (const duration of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '', 'week', null, undefined, {}]) {
      expect(() => auctionEnd(now, duration)).toThrow(auctionTimeMessages.invalidDuration)
    }
  })

  it('reports a time that cannot be calculated', () => {
    expect(() => auctionEnd(now, 1e308)).toThrow(auctionTimeMessages.invalidCalculatedTime)
    expect(() => auctionEnd(new Date(Number.NaN), 60)).toThrow(auctionTimeMessages.invalidCalculatedTime)
  })

  it('reports a date outside the representable range', () => {
    expect(() => auctionEnd(now, 1e15)).toThrow(AuctionTimeError)
    expect(() => auctionEnd(now, 1e15)).toThrow(auctionTimeMessages.invalidDate)
  })
})

describe('isAuctionEnded', () => {
  it('counts the end instant itself as ended, in UTC', () => {
    expect(isAuctionEnded('2024-05-01T10:00:00Z', now)).toBe(true)
    expect(isAuctionEnded('2024-05-01T12:00:00+02:00', now)).toBe(true)
    expect(isAuctionEnded('2024-05-01T10:00:00.001Z', now)).toBe(false)
    expect(() => isAuctionEnded('soon', now)).toThrow(auctionTimeMessages.invalidDate)
  })
})

describe('tokensForCopyrightPercent', () => {
  it('offers 1000 tokens per percent, never more than the supply', () => {
    expect(tokensForCopyrightPercent(5)).toBe(5000n)
    expect(tokensForCopyrightPercent(0.001)).toBe(1n)
    expect(tokensForCopyrightPercent(12.345)).toBe(12345n)
    expect(tokensForCopyrightPercent(100)).toBe(rrTokenSupply)
  })

  it('refuses shares that are not representable', () => {
    for (const percent of [0, -1, 100.001, Number.NaN, 0.0001])
      expect(() => tokensForCopyrightPercent(percent)).toThrow(RangeError)
  })
})

describe("the contract's end instant", () => {
  it('accepts bids up to and including the end, and finalizes only after it', () => {
    const end = '2024-05-01T10:00:00.000Z'
    const at = (ms: number) => new Date(Date.parse(end) + ms)
    expect([-1, 0, 1].map((ms) => auctionAcceptsBids(end, at(ms)))).toEqual([true, true, false])
    expect([-1, 0, 1].map((ms) => auctionCanBeFinalized(end, at(ms)))).toEqual([false, false, true])
    // The spec's display rule already calls the end instant "ended".
    expect(isAuctionEnded(end, at(0))).toBe(true)
    expect(() => auctionAcceptsBids('not a date', at(0))).toThrow(AuctionTimeError)
  })
})
