import { describe, expect, it } from 'vitest'
import { bidUpdateRequest, ledgerAmount, positiveLedgerAmount } from './markets.js'

describe('ledger amounts', () => {
  it('refuse what is not digits with an issue instead of throwing (BigInt would)', () => {
    for (const value of ['1e309', '\uD800', "' OR 1=1 --", '-1', '', '1.5']) {
      expect(ledgerAmount.safeParse(value).success).toBe(false)
      expect(positiveLedgerAmount.safeParse(value).success).toBe(false)
    }
    const bid = bidUpdateRequest.safeParse({ bidAmount: '\uD800', highestBidder: 'x' })
    expect(bid.success).toBe(false)
    expect(bid.error?.issues.map((issue) => issue.message)).toEqual(['Must be a whole number'])
  })

  it('keep the u64 range and the positive rule', () => {
    expect(ledgerAmount.parse('18446744073709551615')).toBe('18446744073709551615')
    expect(ledgerAmount.safeParse('18446744073709551616').success).toBe(false)
    expect(positiveLedgerAmount.safeParse('0').success).toBe(false)
    expect(positiveLedgerAmount.parse('1')).toBe('1')
  })
})
