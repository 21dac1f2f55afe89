import { describe, expect, it } from 'vitest'
import { account } from '../addresses.js'
import { createdSaleId, marketEvents } from '../events.js'
import { marketRejects, tokenRejects } from '../reject-codes.js'
import { ccd, outcomeOf, setupLedger, stateOf } from './test-support.js'

function withSale() {
  const setup = setupLedger()
  const { driver, alice } = setup
  driver.mint(alice, '01')
  driver.approve(alice, 'market')
  const created = driver.createSale(alice, { tokenId: '01', amount: 1000n, totalPriceMicro: ccd(10) })
  return { ...setup, created, id: createdSaleId(created, setup.contracts.market) ?? -1, total: ccd(10) }
}

describe('createSale', () => {
  it('escrows the tokens and logs the sale id as tag 0 + u32', () => {
    const { ledger, created, id, alice, market } = withSale()
    expect(outcomeOf(created)).toBe('ok')
    expect(id).toBe(0)
    expect(ledger.tokenBalance('01', account(alice))).toBe(99000n)
    expect(ledger.tokenBalance('01', market)).toBe(1000n)
    expect(ledger.sale(id)).toMatchObject({ amount: 1000n, price: ccd(10), seller: alice })
  })

  it('stores the price as the total for the lot, whatever the amount', () => {
    const { driver, ledger, alice } = withSale()
    const one = driver.createSale(alice, { tokenId: '01', amount: 7n, totalPriceMicro: 3n })
    expect(outcomeOf(one)).toBe('ok')
    expect(ledger.sale(1)?.price).toBe(3n)
    // The earlier per-token input is multiplied out to the same total before it is sent.
    const perToken = driver.createSale(alice, { tokenId: '01', amount: 4n, pricePerTokenMicro: 250n })
    expect(outcomeOf(perToken)).toBe('ok')
    expect(ledger.sale(2)?.price).toBe(1000n)
  })

  it('numbers sales sequentially and escrows only free tokens', () => {
    const { driver, alice, contracts } = withSale()
    const second = driver.createSale(alice, { tokenId: '01', amount: 99000n, totalPriceMicro: 1n })
    expect(createdSaleId(second, contracts.market)).toBe(1)
    expect(outcomeOf(driver.createSale(alice, { tokenId: '01', amount: 1n, pricePerTokenMicro: 1n }))).toBe(
      tokenRejects.insufficientFunds
    )
  })

  it('needs the market as operator, a positive amount and a positive price', () => {
    const { driver, ledger, bob, alice } = setupLedger()
    driver.mint(bob, '02')
    const before = stateOf(ledger)
    expect(outcomeOf(driver.createSale(bob, { tokenId: '02', amount: 1n, pricePerTokenMicro: 1n }))).toBe(
      tokenRejects.unauthorized
    )
    expect(stateOf(ledger)).toEqual(before)
    driver.approve(bob, 'market')
    expect(outcomeOf(driver.createSale(bob, { tokenId: '02', amount: 0n, pricePerTokenMicro: 1n }))).toBe(
      marketRejects.invalidTokenAmount
    )
    expect(outcomeOf(driver.createSale(bob, { tokenId: '02', amount: 1n, pricePerTokenMicro: 0n }))).toBe(
      marketRejects.invalidPrice
    )
    expect(outcomeOf(driver.createSale(alice, { tokenId: '02', amount: 1n, pricePerTokenMicro: 1n }))).toBe(
      tokenRejects.unauthorized
    )
  })
})

describe('buyTokens', () => {
  it('swaps tokens and CCD atomically for exactly the total price', () => {
    const { driver, ledger, alice, bob, id, total, market, contracts } = withSale()
    const result = driver.buy(bob, id, total)
    expect(outcomeOf(result)).toBe('ok')
    expect(ledger.tokenBalance('01', account(bob))).toBe(1000n)
    expect(ledger.tokenBalance('01', market)).toBe(0n)
    expect(ledger.accountBalance(bob)).toBe(ccd(990))
    expect(ledger.accountBalance(alice)).toBe(ccd(1010))
    expect(ledger.contractBalance(contracts.market)).toBe(0n)
    expect(marketEvents(result, contracts.market)).toEqual([
      { type: 'tokensBought', saleId: id, buyer: bob, totalPrice: total },
    ])
  })

  it('rejects a wrong amount (-3) without moving anything', () => {
    const { driver, ledger, bob, id, total } = withSale()
    const before = stateOf(ledger)
    expect(outcomeOf(driver.buy(bob, id, total - 1n))).toBe(marketRejects.wrongAmount)
    expect(outcomeOf(driver.buy(bob, id, total + 1n))).toBe(marketRejects.wrongAmount)
    // The old per-token reading (10 CCD / 1000 tokens = 0.01 CCD) is not a valid payment either.
    expect(outcomeOf(driver.buy(bob, id, ccd(10) / 1000n))).toBe(marketRejects.wrongAmount)
    expect(stateOf(ledger)).toEqual(before)
  })

  it('does not let the seller buy (-10)', () => {
    const { driver, alice, id, total } = withSale()
    expect(outcomeOf(driver.buy(alice, id, total))).toBe(marketRejects.sellerCannotBuy)
  })

  it('sells once (-5) and knows only its own sales (-6)', () => {
    const { driver, bob, carol, id, total } = withSale()
    driver.buy(bob, id, total)
    expect(outcomeOf(driver.buy(carol, id, total))).toBe(marketRejects.saleClosed)
    expect(outcomeOf(driver.buy(carol, 42, total))).toBe(marketRejects.saleNotFound)
  })

  it('fails as a whole when the buyer cannot pay', () => {
    const { driver, ledger, id } = withSale()
    const poor = ledger.createAccount(ccd(1))
    const before = stateOf(ledger)
    expect(outcomeOf(driver.buy(poor, id, ccd(10)))).toBe('AmountTooLarge')
    expect(stateOf(ledger)).toEqual(before)
  })
})

describe('cancelSale', () => {
  it('gives the seller the escrowed tokens back and closes the sale', () => {
    const { driver, ledger, alice, bob, id, total, market, contracts } = withSale()
    const result = driver.cancelSale(alice, id)
    expect(outcomeOf(result)).toBe('ok')
    expect(ledger.tokenBalance('01', account(alice))).toBe(100000n)
    expect(ledger.tokenBalance('01', market)).toBe(0n)
    expect(ledger.sale(id)).toMatchObject({ cancelled: true, buyer: undefined })
    expect(marketEvents(result, contracts.market)).toEqual([{ type: 'saleCancelled', saleId: id }])
    expect(outcomeOf(driver.buy(bob, id, total))).toBe(marketRejects.saleClosed)
    expect(outcomeOf(driver.cancelSale(alice, id))).toBe(marketRejects.saleClosed)
  })

  it('is for the seller only (-14), for open sales (-5) that exist (-6)', () => {
    const { driver, ledger, alice, bob, id, total } = withSale()
    const before = stateOf(ledger)
    expect(outcomeOf(driver.cancelSale(bob, id))).toBe(marketRejects.onlySeller)
    expect(outcomeOf(driver.cancelSale(alice, 99))).toBe(marketRejects.saleNotFound)
    expect(stateOf(ledger)).toEqual(before)
    driver.buy(bob, id, total)
    expect(outcomeOf(driver.cancelSale(alice, id))).toBe(marketRejects.saleClosed)
  })
})
