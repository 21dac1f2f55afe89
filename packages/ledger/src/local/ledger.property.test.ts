import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { account, sameAddress, type LedgerAddress } from '../addresses.js'
import { rrTokenSupply } from '../auction-rules.js'
import { maxMicroCcd } from '../money.js'
import { updateOperatorRequest } from '../parameters.js'
import { auctionRejects, marketRejects, tokenRejects } from '../reject-codes.js'
import { ccd, fingerprint, outcomeOf, setupLedger } from './test-support.js'

/**
 * Random sequences of everything users can do, by random accounts, with random amounts and
 * times. Each step's outcome is predicted from the rules in CONTRACTS.md and checked; a
 * rejected step must change nothing; after every step CCD and tokens are conserved and the
 * escrows hold exactly what is still open.
 */

const tokenIds = ['01', '02', '03'] as const
/** Party i mostly deals in its own token: 0 and 1 start with '01' and '02', 2 may mint '03'. */
const homeToken = ['01', '02', '03', '01'] as const
const party = fc.nat(3)
const tokenChoice = fc.oneof(
  { arbitrary: fc.constant('home' as const), weight: 3 },
  { arbitrary: fc.constantFrom(...tokenIds), weight: 1 }
)
const tokenAmount = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: 2_000n }), weight: 4 },
  { arbitrary: fc.bigInt({ min: 0n, max: 60_000n }), weight: 1 },
  { arbitrary: fc.constantFrom(0n, 1n, rrTokenSupply), weight: 1 }
)
const micro = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: ccd(20) }), weight: 4 },
  { arbitrary: fc.bigInt({ min: 0n, max: ccd(500) }), weight: 1 },
  { arbitrary: fc.constantFrom(0n, 1n), weight: 1 }
)
/** Index into the known ids, newest first; one slot beyond them is an id that does not exist. */
const pick = fc.nat(4)

const operation = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 60_000 }),
      // The injected clock, or the ledger's own advanceTime: block time must be their sum.
      viaLedger: fc.boolean(),
    }),
    weight: 3,
  },
  {
    // Lands exactly on an auction's end instant (or just after it): the boundaries the rules draw.
    arbitrary: fc.record({ type: fc.constant('toEnd' as const), pick, after: fc.constantFrom(0, 1) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('fund' as const),
      who: party,
      amount: fc.bigInt({ min: 1n, max: ccd(50) }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('mint' as const),
      who: party,
      token: tokenChoice,
      amount: fc.bigInt({ min: 0n, max: rrTokenSupply + 1n }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ type: fc.constant('approve' as const), who: party, operator: fc.nat(5), add: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('createAuction' as const),
      who: party,
      token: tokenChoice,
      amount: tokenAmount,
      initialPrice: micro,
      endOffset: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 120_000 }), weight: 9 },
        { arbitrary: fc.integer({ min: -1000, max: 0 }), weight: 1 }
      ),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('bid' as const), who: party, pick, amount: micro }), weight: 5 },
  { arbitrary: fc.record({ type: fc.constant('finalize' as const), who: party, pick }), weight: 3 },
  {
    arbitrary: fc.record({
      type: fc.constant('createSale' as const),
      who: party,
      token: tokenChoice,
      amount: tokenAmount,
      price: fc.oneof(
        { arbitrary: fc.bigInt({ min: 0n, max: 20_000n }), weight: 9 },
        { arbitrary: fc.constant(maxMicroCcd), weight: 1 }
      ),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('buy' as const),
      who: party,
      pick,
      offBy: fc.constantFrom(0n, 0n, 0n, 1n, -1n),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('cancel' as const), who: party, pick }), weight: 3 },
  {
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      who: party,
      from: party,
      to: fc.nat(5),
      token: tokenChoice,
      amount: tokenAmount,
    }),
    weight: 3,
  }
)

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never
type Outcome = 'ok' | number | string
type Tally = Record<string, number>

const show = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item))

/** A plain check for the hot loop (tens of thousands of steps); vitest's expect is far slower. */
function same<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`)
}

function runScenario(initialBalances: bigint[], operations: Operation[], successes: Tally): void {
  const setup = setupLedger()
  const { ledger, driver, clock, auction, market, contracts } = setup
  const accounts = [setup.alice, setup.bob, setup.carol, ledger.createAccount(0n)]
  const who = (index: number) => accounts[index] ?? ''
  initialBalances.forEach((balance, index) => {
    const missing = balance - (ledger.accountBalance(who(index)) ?? 0n)
    if (missing > 0n) ledger.fund(who(index), missing)
  })
  // Two artists own a song's tokens and let both contracts escrow them.
  for (const [index, tokenId] of [
    [0, '01'],
    [1, '02'],
  ] as const) {
    driver.mint(who(index), tokenId)
    driver.approve(who(index), 'auction')
    driver.approve(who(index), 'market')
  }
  const holders: LedgerAddress[] = [...accounts.map(account), auction, market]
  const holder = (index: number) => holders[index % holders.length] ?? auction
  const tokenOf = (choice: 'home' | string, party: number) => (choice === 'home' ? (homeToken[party] ?? '01') : choice)
  const pickId = (ids: number[], slot: number) => {
    const index = slot % (ids.length + 1)
    return index < ids.length ? (ids[ids.length - 1 - index] ?? 0) : ids.length + 1000
  }
  let expectedCcd = ledger.totalCcd()

  const balanceOf = (index: number) => ledger.accountBalance(who(index)) ?? 0n
  const tokenExists = (id: string) => ledger.token(id) !== undefined
  const mayMove = (owner: LedgerAddress, by: LedgerAddress) => sameAddress(owner, by) || ledger.isOperator(owner, by)
  /** The CIS-2 transfer rules in the token contract's order. */
  const transferCheck = (tokenId: string, from: LedgerAddress, by: LedgerAddress, amount: bigint): Outcome =>
    !tokenExists(tokenId)
      ? tokenRejects.invalidTokenId
      : !mayMove(from, by)
        ? tokenRejects.unauthorized
        : ledger.tokenBalance(tokenId, from) < amount
          ? tokenRejects.insufficientFunds
          : 'ok'

  for (const op of operations) {
    if (op.type === 'advance') {
      if (op.viaLedger) ledger.advanceTime(op.ms)
      else clock.now += op.ms
      continue
    }
    if (op.type === 'toEnd') {
      const target = ledger.auction(
        pickId(
          ledger.auctions().map((item) => item.id),
          op.pick
        )
      )
      const gap = target === undefined ? 0 : target.endMs + op.after - ledger.now()
      if (gap > 0) clock.now += gap
      continue
    }
    if (op.type === 'fund') {
      ledger.fund(who(op.who), op.amount)
      expectedCcd += op.amount
      continue
    }

    let expected: Outcome
    let run: () => Outcome
    let afterwards: () => void = () => undefined
    switch (op.type) {
      case 'mint': {
        const tokenId = tokenOf(op.token, op.who)
        expected = tokenExists(tokenId)
          ? tokenRejects.tokenAlreadyMinted
          : op.amount < 1n || op.amount > rrTokenSupply
            ? tokenRejects.invalidSupply
            : 'ok'
        run = () => outcomeOf(driver.mint(who(op.who), tokenId, op.amount))
        break
      }
      case 'approve': {
        const request = updateOperatorRequest(ledger.config, {
          operator: holder(op.operator),
          update: op.add ? 'add' : 'remove',
        })
        expected = 'ok'
        run = () => outcomeOf(driver.send(who(op.who), request))
        break
      }
      case 'createAuction': {
        const tokenId = tokenOf(op.token, op.who)
        const end = ledger.now() + op.endOffset
        expected =
          op.amount === 0n
            ? auctionRejects.invalidTokenAmount
            : end < ledger.now()
              ? auctionRejects.endNotInFuture
              : transferCheck(tokenId, account(who(op.who)), auction, op.amount)
        run = () =>
          outcomeOf(
            driver.createAuction(who(op.who), {
              tokenId,
              tokenAmount: op.amount,
              initialPriceMicro: op.initialPrice,
              end: new Date(end),
            })
          )
        break
      }
      case 'bid': {
        const id = pickId(
          ledger.auctions().map((item) => item.id),
          op.pick
        )
        const target = ledger.auction(id)
        const previous = target?.highestBid
        expected =
          balanceOf(op.who) < op.amount
            ? 'AmountTooLarge'
            : target === undefined
              ? auctionRejects.auctionNotFound
              : target.finalized
                ? auctionRejects.auctionAlreadyFinalized
                : ledger.now() > target.endMs
                  ? auctionRejects.bidTooLate
                  : target.owner === who(op.who)
                    ? auctionRejects.ownerCannotParticipate
                    : op.amount <= (previous?.amount ?? target.initialPrice)
                      ? auctionRejects.bidBelowCurrentBid
                      : 'ok'
        run = () => outcomeOf(driver.bid(who(op.who), id, op.amount))
        if (previous !== undefined && previous.bidder !== who(op.who)) {
          const refundTo = previous.bidder
          const before = ledger.accountBalance(refundTo) ?? 0n
          // The outbid bidder has their CCD back in the same transaction.
          afterwards = () =>
            same(ledger.accountBalance(refundTo), before + previous.amount, 'refund of the outbid bidder')
        }
        break
      }
      case 'finalize': {
        const id = pickId(
          ledger.auctions().map((item) => item.id),
          op.pick
        )
        const target = ledger.auction(id)
        expected =
          target === undefined
            ? auctionRejects.auctionNotFound
            : target.finalized
              ? auctionRejects.auctionAlreadyFinalized
              : ledger.now() <= target.endMs
                ? auctionRejects.auctionStillActive
                : 'ok'
        run = () => outcomeOf(driver.finalize(who(op.who), id))
        if (target !== undefined) {
          const receiver = account(target.highestBid?.bidder ?? target.owner)
          const tokensBefore = ledger.tokenBalance(target.tokenId, receiver)
          const sellerBefore = ledger.accountBalance(target.owner) ?? 0n
          afterwards = () => {
            // Tokens go to the winner (or back to the owner); the seller receives exactly the winning bid.
            same(
              ledger.tokenBalance(target.tokenId, receiver),
              tokensBefore + target.tokenAmount,
              'tokens after finalize'
            )
            same(
              (ledger.accountBalance(target.owner) ?? 0n) - sellerBefore,
              target.highestBid?.amount ?? 0n,
              'seller proceeds'
            )
          }
        }
        break
      }
      case 'createSale': {
        const tokenId = tokenOf(op.token, op.who)
        expected =
          op.amount === 0n
            ? marketRejects.invalidTokenAmount
            : op.price === 0n
              ? marketRejects.invalidPrice
              : transferCheck(tokenId, account(who(op.who)), market, op.amount)
        run = () => outcomeOf(driver.createSale(who(op.who), { tokenId, amount: op.amount, totalPriceMicro: op.price }))
        break
      }
      case 'buy': {
        const id = pickId(
          ledger.sales().map((item) => item.id),
          op.pick
        )
        const sale = ledger.sale(id)
        const total = sale === undefined ? ccd(1) : sale.price
        // What a wallet can send at all: a u64 amount.
        const paying = total + op.offBy < 0n || total + op.offBy > maxMicroCcd ? total : total + op.offBy
        expected =
          balanceOf(op.who) < paying
            ? 'AmountTooLarge'
            : sale === undefined
              ? marketRejects.saleNotFound
              : sale.buyer !== undefined || sale.cancelled
                ? marketRejects.saleClosed
                : sale.seller === who(op.who)
                  ? marketRejects.sellerCannotBuy
                  : paying !== total
                    ? marketRejects.wrongAmount
                    : 'ok'
        run = () => outcomeOf(driver.buy(who(op.who), id, paying))
        if (sale !== undefined) {
          const sellerBefore = ledger.accountBalance(sale.seller) ?? 0n
          afterwards = () => same((ledger.accountBalance(sale.seller) ?? 0n) - sellerBefore, total, 'sale proceeds')
        }
        break
      }
      case 'cancel': {
        const id = pickId(
          ledger.sales().map((item) => item.id),
          op.pick
        )
        const sale = ledger.sale(id)
        expected =
          sale === undefined
            ? marketRejects.saleNotFound
            : sale.buyer !== undefined || sale.cancelled
              ? marketRejects.saleClosed
              : sale.seller !== who(op.who)
                ? marketRejects.onlySeller
                : 'ok'
        run = () => outcomeOf(driver.cancelSale(who(op.who), id))
        if (sale !== undefined) {
          const sellerTokens = ledger.tokenBalance(sale.tokenId, account(sale.seller))
          afterwards = () =>
            same(ledger.tokenBalance(sale.tokenId, account(sale.seller)), sellerTokens + sale.amount, 'tokens back')
        }
        break
      }
      case 'transfer': {
        const tokenId = tokenOf(op.token, op.from)
        const from = account(who(op.from))
        const to = holder(op.to)
        const check = transferCheck(tokenId, from, account(who(op.who)), op.amount)
        expected =
          check !== 'ok'
            ? check
            : sameAddress(to, auction)
              ? auctionRejects.unexpectedTokens
              : sameAddress(to, market)
                ? marketRejects.unexpectedTokens
                : 'ok'
        run = () => outcomeOf(driver.transfer(who(op.who), { tokenId, amount: op.amount, from, to }))
        break
      }
    }

    const before = expected === 'ok' ? undefined : fingerprint(ledger)
    const actual = run()
    same(actual, expected, `outcome of ${show(op)}`)
    if (before === undefined) {
      afterwards()
      successes[op.type] = (successes[op.type] ?? 0) + 1
    } else {
      same(fingerprint(ledger), before, `ledger after rejected ${show(op)}`)
    }

    // Conservation: CCD only comes from the faucet, tokens only from mint.
    same(ledger.totalCcd(), expectedCcd, 'total CCD')
    for (const id of tokenIds) {
      let total = 0n
      for (const amount of ledger.tokenHolders(id).values()) total += amount
      same(total, ledger.token(id)?.supply ?? 0n, `total of token ${id}`)
    }
    // The escrows hold exactly what is still open, and no account is overdrawn.
    const open = ledger.auctions().filter((item) => !item.finalized)
    same(
      ledger.contractBalance(contracts.auction),
      open.reduce((sum, item) => sum + (item.highestBid?.amount ?? 0n), 0n),
      'CCD held by the auction'
    )
    same(ledger.contractBalance(contracts.market), 0n, 'CCD held by the market')
    for (const id of tokenIds) {
      const escrowed = open.filter((item) => item.tokenId === id).reduce((sum, item) => sum + item.tokenAmount, 0n)
      same(ledger.tokenBalance(id, auction), escrowed, `token ${id} held by the auction`)
      const unsold = ledger.sales().filter((item) => item.buyer === undefined && !item.cancelled && item.tokenId === id)
      same(
        ledger.tokenBalance(id, market),
        unsold.reduce((sum, item) => sum + item.amount, 0n),
        `token ${id} held by the market`
      )
    }
    for (const address of accounts) same((ledger.accountBalance(address) ?? 0n) >= 0n, true, 'account not overdrawn')
  }
}

const runs = Number(process.env['LEDGER_PROPERTY_RUNS'] ?? 2000)

describe('local ledger under random use', () => {
  it(`conserves CCD and tokens and keeps every rule over ${runs} random sequences`, () => {
    let sequences = 0
    let steps = 0
    const successes: Tally = {}
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: ccd(400) }), { minLength: 4, maxLength: 4 }),
        fc.array(operation, { minLength: 5, maxLength: 40, size: 'max' }),
        (balances, operations) => {
          sequences++
          steps += operations.length
          runScenario(balances, operations, successes)
        }
      ),
      { numRuns: runs }
    )
    console.info(`property test: ${sequences} sequences, ${steps} steps, successes ${JSON.stringify(successes)}`)
    expect(sequences).toBeGreaterThanOrEqual(runs)
    // The generators must reach every action's successful path, not only its rejections.
    const actions = ['mint', 'approve', 'createAuction', 'bid', 'finalize', 'createSale', 'buy', 'cancel', 'transfer']
    for (const type of actions) {
      expect(successes[type] ?? 0, type).toBeGreaterThan(runs / 20)
    }
  }, 60_000)
})
