import { describe, expect, it } from 'vitest'
import { account } from '../addresses.js'
import { createdAuctionId, auctionEvents } from '../events.js'
import { auctionRejects, notPayableReject, tokenRejects } from '../reject-codes.js'
import { auctionOf, ccd, outcomeOf, setupLedger, start, stateOf } from './test-support.js'

function withAuction(options: { initialPrice?: bigint; tokenAmount?: bigint } = {}) {
  const setup = setupLedger()
  const { driver, alice } = setup
  driver.mint(alice, '01')
  driver.approve(alice, 'auction')
  const created = auctionOf(driver, alice, {
    tokenAmount: options.tokenAmount ?? 5000n,
    initialPriceMicro: options.initialPrice ?? ccd(10),
    endsInMs: 60_000,
  })
  return { ...setup, created, id: createdAuctionId(created, setup.contracts.auction) ?? -1 }
}

describe('create_auction', () => {
  it('escrows the offered tokens and logs the new id as tag 0 + u32', () => {
    const { ledger, created, id, alice, auction } = withAuction()
    expect(outcomeOf(created)).toBe('ok')
    expect(id).toBe(0)
    expect(ledger.tokenBalance('01', account(alice))).toBe(95000n)
    expect(ledger.tokenBalance('01', auction)).toBe(5000n)
    expect(ledger.auction(0)).toMatchObject({
      owner: alice,
      tokenAmount: 5000n,
      initialPrice: ccd(10),
      finalized: false,
    })
  })

  it('numbers auctions sequentially', () => {
    const { driver, ledger, alice, contracts } = withAuction()
    const second = auctionOf(driver, alice, { tokenAmount: 1n, initialPriceMicro: 1n, endsInMs: 1000 })
    expect(createdAuctionId(second, contracts.auction)).toBe(1)
    expect(ledger.auctions().map((auction) => auction.id)).toEqual([0, 1])
  })

  it('needs the auction contract to be an operator of the owner', () => {
    const { driver, ledger, alice } = setupLedger()
    driver.mint(alice, '01')
    const before = stateOf(ledger)
    const result = auctionOf(driver, alice, { tokenAmount: 10n, initialPriceMicro: 1n, endsInMs: 1000 })
    expect(outcomeOf(result)).toBe(tokenRejects.unauthorized)
    expect(stateOf(ledger)).toEqual(before)
  })

  it('needs enough tokens, an existing token, a positive amount and an end not in the past', () => {
    const { driver, alice } = withAuction()
    const end = new Date(start + 1000)
    expect(
      outcomeOf(driver.createAuction(alice, { tokenId: '01', tokenAmount: 95001n, initialPriceMicro: 1n, end }))
    ).toBe(tokenRejects.insufficientFunds)
    expect(outcomeOf(driver.createAuction(alice, { tokenId: '02', tokenAmount: 1n, initialPriceMicro: 1n, end }))).toBe(
      tokenRejects.invalidTokenId
    )
    expect(outcomeOf(driver.createAuction(alice, { tokenId: '01', tokenAmount: 0n, initialPriceMicro: 1n, end }))).toBe(
      auctionRejects.invalidTokenAmount
    )
    expect(
      outcomeOf(
        driver.createAuction(alice, { tokenId: '01', tokenAmount: 1n, initialPriceMicro: 1n, end: new Date(start - 1) })
      )
    ).toBe(auctionRejects.endNotInFuture)
    // An end equal to the block time is accepted, as in the public contract (block time <= end).
    expect(
      outcomeOf(
        driver.createAuction(alice, { tokenId: '01', tokenAmount: 1n, initialPriceMicro: 1n, end: new Date(start) })
      )
    ).toBe('ok')
  })

  it('refuses CCD sent to it (not payable) and malformed parameters', () => {
    const { ledger, alice, contracts } = withAuction()
    const base = {
      sender: alice,
      contract: contracts.auction,
      receiveName: 'auction.create_auction',
      maxEnergy: 30000n,
    }
    expect(outcomeOf(ledger.execute({ ...base, amount: 1n, parameter: {} }))).toBe(notPayableReject)
    expect(outcomeOf(ledger.execute({ ...base, amount: 0n, parameter: { item: 'x' } }))).toBe(
      auctionRejects.parseParams
    )
    expect(ledger.accountBalance(alice)).toBe(ccd(1000))
  })
})

describe('bid', () => {
  it('accepts a first bid above the initial price and holds the CCD in the contract', () => {
    const { driver, ledger, bob, id, contracts } = withAuction()
    const result = driver.bid(bob, id, ccd(10) + 1n)
    expect(outcomeOf(result)).toBe('ok')
    expect(ledger.accountBalance(bob)).toBe(ccd(990) - 1n)
    expect(ledger.contractBalance(contracts.auction)).toBe(ccd(10) + 1n)
    expect(auctionEvents(result, contracts.auction)).toEqual([
      { type: 'bidPlaced', auctionId: id, bidder: bob, amount: ccd(10) + 1n },
    ])
  })

  it('rejects a first bid equal to the initial price (-2): the public contract wants strictly more', () => {
    const { driver, ledger, bob, id } = withAuction()
    const before = stateOf(ledger)
    expect(outcomeOf(driver.bid(bob, id, ccd(10)))).toBe(auctionRejects.bidBelowCurrentBid)
    expect(stateOf(ledger)).toEqual(before)
  })

  it('rejects bids below the initial price or not above the highest bid with -2', () => {
    const { driver, bob, carol, id } = withAuction()
    expect(outcomeOf(driver.bid(bob, id, ccd(10) - 1n))).toBe(auctionRejects.bidBelowCurrentBid)
    expect(outcomeOf(driver.bid(bob, id, ccd(12)))).toBe('ok')
    expect(outcomeOf(driver.bid(carol, id, ccd(12)))).toBe(auctionRejects.bidBelowCurrentBid)
    expect(outcomeOf(driver.bid(carol, id, ccd(11)))).toBe(auctionRejects.bidBelowCurrentBid)
  })

  it('rejects a zero bid even when the initial price is zero', () => {
    const { driver, bob, id } = withAuction({ initialPrice: 0n })
    expect(outcomeOf(driver.bid(bob, id, 0n))).toBe(auctionRejects.bidBelowCurrentBid)
    expect(outcomeOf(driver.bid(bob, id, 1n))).toBe('ok')
  })

  it('refunds the outbid bidder in the same transaction', () => {
    const { driver, ledger, bob, carol, id, contracts } = withAuction()
    driver.bid(bob, id, ccd(11))
    const outbid = driver.bid(carol, id, ccd(15))
    expect(outcomeOf(outbid)).toBe('ok')
    expect(ledger.accountBalance(bob)).toBe(ccd(1000))
    expect(ledger.accountBalance(carol)).toBe(ccd(985))
    expect(ledger.contractBalance(contracts.auction)).toBe(ccd(15))
    const summary = outbid.summary
    expect(
      summary.transactionType === 'update' &&
        summary.events.some((step) => step.tag === 'Transferred' && step.to === bob)
    ).toBe(true)
  })

  it('lets a bidder raise their own bid, refunding the previous one', () => {
    const { driver, ledger, bob, id } = withAuction()
    driver.bid(bob, id, ccd(11))
    driver.bid(bob, id, ccd(20))
    expect(ledger.accountBalance(bob)).toBe(ccd(980))
  })

  it('does not let the owner bid (-10)', () => {
    const { driver, alice, id } = withAuction()
    expect(outcomeOf(driver.bid(alice, id, ccd(50)))).toBe(auctionRejects.ownerCannotParticipate)
  })

  it('accepts a bid at the exact end instant and rejects bids after it (-4)', () => {
    const { driver, clock, bob, carol, id } = withAuction()
    clock.now = start + 59_999
    expect(outcomeOf(driver.bid(bob, id, ccd(11)))).toBe('ok')
    clock.now = start + 60_000
    expect(outcomeOf(driver.bid(carol, id, ccd(20)))).toBe('ok')
    clock.now = start + 60_001
    expect(outcomeOf(driver.bid(bob, id, ccd(30)))).toBe(auctionRejects.bidTooLate)
  })

  it('rejects unknown auctions, and bids the account cannot pay without changing anything', () => {
    const { driver, ledger, bob, id } = withAuction()
    expect(outcomeOf(driver.bid(bob, 99, ccd(10)))).toBe(auctionRejects.auctionNotFound)
    const before = stateOf(ledger)
    expect(outcomeOf(driver.bid(bob, id, ccd(1001)))).toBe('AmountTooLarge')
    expect(stateOf(ledger)).toEqual(before)
  })
})

describe('finalize', () => {
  it('is refused while the auction is active, its end instant included (-8)', () => {
    const { driver, clock, bob, id } = withAuction()
    clock.now = start + 59_999
    expect(outcomeOf(driver.finalize(bob, id))).toBe(auctionRejects.auctionStillActive)
    clock.now = start + 60_000
    expect(outcomeOf(driver.finalize(bob, id))).toBe(auctionRejects.auctionStillActive)
    clock.now = start + 60_001
    expect(outcomeOf(driver.finalize(bob, id))).toBe('ok')
  })

  it('sends the tokens to the winner and the CCD to the seller, once', () => {
    const { driver, ledger, clock, alice, bob, carol, id, auction, contracts } = withAuction()
    driver.bid(bob, id, ccd(11))
    driver.bid(carol, id, ccd(30))
    clock.now = start + 60_001
    const result = driver.finalize(bob, id)
    expect(outcomeOf(result)).toBe('ok')
    expect(ledger.tokenBalance('01', account(carol))).toBe(5000n)
    expect(ledger.tokenBalance('01', auction)).toBe(0n)
    expect(ledger.accountBalance(alice)).toBe(ccd(1030))
    expect(ledger.contractBalance(contracts.auction)).toBe(0n)
    expect(auctionEvents(result, contracts.auction)).toEqual([
      { type: 'auctionFinalized', auctionId: id, winner: carol, amount: ccd(30) },
    ])
    expect(outcomeOf(driver.finalize(alice, id))).toBe(auctionRejects.auctionAlreadyFinalized)
    // Finalized is checked before the end, as in the public contract.
    expect(outcomeOf(driver.bid(bob, id, ccd(50)))).toBe(auctionRejects.auctionAlreadyFinalized)
  })

  it('returns the tokens to the owner when nobody bid', () => {
    const { driver, ledger, clock, alice, id } = withAuction()
    clock.now = start + 120_000
    expect(outcomeOf(driver.finalize(alice, id))).toBe('ok')
    expect(ledger.tokenBalance('01', account(alice))).toBe(100000n)
    expect(ledger.auction(id)?.finalized).toBe(true)
  })
})
