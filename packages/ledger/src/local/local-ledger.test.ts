import { describe, expect, it, vi } from 'vitest'
import { account, contractRef } from '../addresses.js'
import { localLedgerConfig } from '../config.js'
import { createdAuctionId } from '../events.js'
import { LedgerNodeError } from '../node/types.js'
import { marketRejects } from '../reject-codes.js'
import { LocalLedger } from './local-ledger.js'
import { LocalLedgerDriver } from './local-ledger-driver.js'
import { auctionOf, ccd, outcomeOf, setupLedger, start } from './test-support.js'

describe('accounts', () => {
  it('derives the same addresses on every ledger with the same genesis', () => {
    const first = new LocalLedger()
    const second = new LocalLedger()
    expect([first.createAccount(), first.createAccount()]).toEqual([second.createAccount(), second.createAccount()])
    const other = new LocalLedger({ config: { ...localLedgerConfig(), genesisHash: 'ff'.repeat(32) } })
    expect(other.createAccount()).not.toBe(first.accountAddresses()[0])
  })

  it('funds accounts through the faucet only', () => {
    const { ledger, alice } = setupLedger()
    expect(ledger.fund(alice, ccd(5))).toBe(ccd(1005))
    expect(() => ledger.fund(alice, 0n)).toThrow(RangeError)
    expect(() => ledger.fund('unknown', 1n)).toThrow(LedgerNodeError)
    expect(() => ledger.createAccount(-1n)).toThrow(RangeError)
  })

  it('tells subscribers about every change', () => {
    const { ledger, driver, alice } = setupLedger()
    const listener = vi.fn()
    const unsubscribe = ledger.subscribe(listener)
    ledger.fund(alice, 1n)
    driver.mint(alice, '01')
    unsubscribe()
    ledger.fund(alice, 1n)
    expect(listener.mock.calls.map(([change]) => change.type)).toEqual(['account', 'transaction'])
  })
})

describe('transactions', () => {
  it('gives each transaction a unique hash, the next block height and a finalized outcome', async () => {
    const { ledger, driver, alice } = setupLedger()
    const first = driver.mint(alice, '01')
    const second = driver.mint(alice, '01')
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hash).not.toBe(second.hash)
    expect([first.blockHeight, second.blockHeight]).toEqual([1n, 2n])
    expect(await ledger.waitForTransaction(second.hash)).toEqual(second)
    expect((await ledger.getConsensus()).blockHeight).toBe(2n)
    await expect(ledger.waitForTransaction('00'.repeat(32))).rejects.toThrow(LedgerNodeError)
  })

  it('refuses what a node would not accept: unknown senders, negative amounts', () => {
    const { ledger, contracts } = setupLedger()
    const base = {
      contract: contracts.auction,
      receiveName: 'auction.bid',
      maxEnergy: 30000n,
      parameter: { auction_id: 0 },
    }
    expect(() => ledger.execute({ ...base, sender: 'nobody', amount: 0n })).toThrow(/Unknown account/)
    expect(() => ledger.execute({ ...base, sender: ledger.accountAddresses()[0] ?? '', amount: -1n })).toThrow(
      /negative/
    )
  })

  it('rejects a parameter the schema could not serialize, without breaking the chain', () => {
    const { ledger, alice, contracts } = setupLedger()
    const before = ledger.snapshot().blockHeight
    const parameter = { auction_id: 1n } as unknown as { auction_id: number }
    const result = ledger.execute({
      sender: alice,
      contract: contracts.auction,
      receiveName: 'auction.finalize',
      amount: 0n,
      maxEnergy: 30000n,
      parameter,
    })
    expect(outcomeOf(result)).toBe(-1)
    expect(result.blockHeight).toBe(BigInt(before) + 1n)
  })

  it('fails with the chain reasons for a missing contract, a wrong entrypoint and no energy', () => {
    const { ledger, alice, contracts } = setupLedger()
    const base = { sender: alice, amount: 0n, maxEnergy: 30000n, parameter: {} }
    expect(outcomeOf(ledger.execute({ ...base, contract: contractRef(77), receiveName: 'auction.bid' }))).toBe(
      'InvalidContractAddress'
    )
    expect(outcomeOf(ledger.execute({ ...base, contract: contracts.auction, receiveName: 'auction.steal' }))).toBe(
      'InvalidReceiveMethod'
    )
    expect(outcomeOf(ledger.execute({ ...base, contract: contracts.auction, receiveName: 'market.bid' }))).toBe(
      'InvalidReceiveMethod'
    )
    expect(outcomeOf(ledger.execute({ ...base, contract: contracts.auction, receiveName: 'bid' }))).toBe(
      'InvalidReceiveMethod'
    )
    expect(
      outcomeOf(ledger.execute({ ...base, contract: contracts.auction, receiveName: 'auction.bid', maxEnergy: 0n }))
    ).toBe('OutOfEnergy')
  })

  it('answers node-style reads', async () => {
    const { ledger, driver, alice, contracts } = setupLedger()
    driver.mint(alice, '01')
    expect(await ledger.getInstanceInfo(contracts.market)).toMatchObject({
      name: 'market',
      amount: 0n,
      methods: ['market.createSale', 'market.buyTokens', 'market.cancelSale', 'market.onReceivingCIS2'],
    })
    expect(await ledger.getInstanceInfo(contractRef(99))).toBeUndefined()
    expect(await ledger.getModuleSchema()).toBeUndefined()
    expect(await ledger.getAccountBalance(alice)).toBe(ccd(1000))
    expect(await ledger.getAccountBalance('nobody')).toBeUndefined()
    expect(await ledger.getTokenBalance(contracts.token, '01', account(alice))).toBe(100000n)
    await expect(ledger.getTokenBalance(contracts.market, '01', account(alice))).rejects.toThrow(LedgerNodeError)
  })

  it('keeps the three contracts at distinct addresses', () => {
    const config = localLedgerConfig()
    expect(
      () =>
        new LocalLedger({ config: { ...config, contracts: { ...config.contracts, market: config.contracts.auction } } })
    ).toThrow(/distinct/)
  })
})

describe('snapshots', () => {
  function busyLedger() {
    const setup = setupLedger()
    const { driver, clock, alice, bob, carol } = setup
    driver.mint(alice, '01')
    driver.approve(alice, 'auction')
    driver.approve(alice, 'market')
    auctionOf(driver, alice, { tokenAmount: 5000n, initialPriceMicro: ccd(1), endsInMs: 1000 })
    auctionOf(driver, alice, { tokenAmount: 10n, initialPriceMicro: ccd(1), endsInMs: 5000 })
    driver.bid(bob, 0, ccd(3))
    driver.bid(carol, 1, ccd(2))
    driver.createSale(alice, { tokenId: '01', amount: 100n, pricePerTokenMicro: 20_000n })
    driver.createSale(alice, { tokenId: '01', amount: 7n, pricePerTokenMicro: 1n })
    driver.buy(carol, 0, ccd(2))
    clock.now = start + 1001
    driver.finalize(bob, 0)
    driver.bid(bob, 0, ccd(9))
    return setup
  }

  it('survive JSON and a restart with nothing lost', async () => {
    const { ledger, clock, bob, carol } = busyLedger()
    const text = JSON.stringify(ledger.snapshot())
    const restored = LocalLedger.fromSnapshot(JSON.parse(text), { clock: () => clock.now })
    expect(restored.snapshot()).toEqual(ledger.snapshot())
    expect(restored.totalCcd()).toBe(ledger.totalCcd())
    const last = ledger.snapshot().transactions.at(-1)?.hash ?? ''
    expect(await restored.waitForTransaction(last)).toEqual(await ledger.waitForTransaction(last))

    // The restored ledger carries on exactly as the original would.
    const original = new LocalLedgerDriver(ledger)
    const copy = new LocalLedgerDriver(restored)
    clock.now = start + 5001
    expect(copy.finalize(bob, 1)).toEqual(original.finalize(bob, 1))
    expect(restored.tokenBalance('01', account(carol))).toBe(110n)
    expect(restored.createAccount()).toBe(ledger.createAccount())
    expect(restored.snapshot()).toEqual(ledger.snapshot())
  })

  it('keeps bigints as strings and names its format', () => {
    const { ledger } = busyLedger()
    const snapshot = ledger.snapshot()
    expect(snapshot.format).toBe('kobza-local-ledger')
    expect(snapshot.version).toBe(2)
    expect(JSON.stringify(snapshot)).not.toMatch(/"\d+n"/)
    expect(Object.values(snapshot.accounts).every((balance) => typeof balance === 'string')).toBe(true)
    expect(snapshot.auctions[0]).toMatchObject({ id: 0, finalized: true, highestBid: { amount: '3000000' } })
  })

  it('refuses snapshots that are not one', () => {
    const { ledger } = busyLedger()
    const snapshot = ledger.snapshot()
    expect(() => LocalLedger.fromSnapshot({ ...snapshot, format: 'other' })).toThrow()
    expect(() => LocalLedger.fromSnapshot({ ...snapshot, accounts: { x: '-5' } })).toThrow()
    expect(() => LocalLedger.fromSnapshot({ ...snapshot, version: 3 })).toThrow()
  })

  it('migrates version 1 (per-token sale prices) so an existing ledger keeps working', () => {
    const { ledger, clock, bob } = busyLedger()
    const current = ledger.snapshot()
    // What the version 1 code wrote for the same ledger: a price per token and no time offset.
    const { timeOffsetMs: _offset, ...rest } = current
    const version1 = {
      ...rest,
      version: 1,
      sales: current.sales.map(({ price, ...sale }) => ({
        ...sale,
        pricePerToken: (BigInt(price) / BigInt(sale.amount)).toString(),
      })),
    }
    expect(version1.sales.map((sale) => sale.pricePerToken)).toEqual(['20000', '1'])
    const restored = LocalLedger.fromSnapshot(JSON.parse(JSON.stringify(version1)), { clock: () => clock.now })
    expect(restored.snapshot()).toEqual(current)
    expect(restored.sale(1)).toMatchObject({ amount: 7n, price: 7n, buyer: undefined })
    // The open sale is bought for the total its buyer would have paid before the migration.
    const driver = new LocalLedgerDriver(restored)
    expect(outcomeOf(driver.buy(bob, 1, 6n))).toBe(marketRejects.wrongAmount)
    expect(outcomeOf(driver.buy(bob, 1, 7n))).toBe('ok')
    expect(() => LocalLedger.fromSnapshot({ ...version1, sales: [{ id: 0 }] })).toThrow()
  })

  it('numbers new auctions after the restored ones', () => {
    const { ledger, clock, alice } = busyLedger()
    const restored = new LocalLedgerDriver(
      LocalLedger.fromSnapshot(JSON.parse(JSON.stringify(ledger.snapshot())), { clock: () => clock.now })
    )
    const created = auctionOf(restored, alice, { tokenAmount: 1n, initialPriceMicro: 1n, endsInMs: 9000 })
    expect(createdAuctionId(created, ledger.config.contracts.auction)).toBe(2)
  })
})

describe('advanceTime', () => {
  it('moves block time forward for the contracts, keeps it in the snapshot and tells subscribers', () => {
    const { ledger, driver, clock, alice, bob } = setupLedger()
    driver.mint(alice, '01')
    driver.approve(alice, 'auction')
    auctionOf(driver, alice, { tokenAmount: 5n, initialPriceMicro: 1n, endsInMs: 60_000 })
    expect(outcomeOf(driver.finalize(bob, 0))).toBe(-8)
    const changes: unknown[] = []
    ledger.subscribe((change) => changes.push(change))
    expect(ledger.advanceTime(60_001)).toBe(start + 60_001)
    expect(ledger.now()).toBe(start + 60_001)
    expect(changes).toEqual([{ type: 'time', now: start + 60_001 }])
    expect(ledger.snapshot().timeOffsetMs).toBe(60_001)

    // A restart keeps the offset on top of the (injected) clock.
    const restored = LocalLedger.fromSnapshot(JSON.parse(JSON.stringify(ledger.snapshot())), { clock: () => clock.now })
    expect(restored.now()).toBe(start + 60_001)
    expect(outcomeOf(new LocalLedgerDriver(restored).finalize(bob, 0))).toBe('ok')
  })

  it('never goes back', () => {
    const { ledger } = setupLedger()
    expect(() => ledger.advanceTime(-1)).toThrow(RangeError)
    expect(() => ledger.advanceTime(1.5)).toThrow(RangeError)
    expect(ledger.advanceTime(0)).toBe(start)
  })
})
