import { describe, expect, it } from 'vitest'
import { account, contract } from '../addresses.js'
import { cis2Events } from '../events.js'
import { mintRequest, updateOperatorRequest } from '../parameters.js'
import { auctionRejects, tokenRejects } from '../reject-codes.js'
import { outcomeOf, setupLedger, stateOf } from './test-support.js'

describe('mint', () => {
  it('mints a new token id to the sender and logs Mint and TokenMetadata', () => {
    const { driver, ledger, alice, contracts } = setupLedger()
    const result = driver.mint(alice, 'AB01')
    expect(outcomeOf(result)).toBe('ok')
    expect(ledger.tokenBalance('ab01', account(alice))).toBe(100000n)
    expect(ledger.token('ab01')).toMatchObject({ minter: alice, supply: 100000n, maxSupply: 100000n })
    expect(cis2Events(result, contracts.token)).toEqual([
      { type: 'mint', tokenId: 'ab01', amount: 100000n, owner: account(alice) },
      { type: 'tokenMetadata', tokenId: 'ab01', url: 'https://kobza.local/tokens/AB01.json' },
    ])
  })

  it('mints each token id once (-2)', () => {
    const { driver, alice, bob } = setupLedger()
    driver.mint(alice, '01')
    expect(outcomeOf(driver.mint(alice, '01'))).toBe(tokenRejects.tokenAlreadyMinted)
    expect(outcomeOf(driver.mint(bob, '01'))).toBe(tokenRejects.tokenAlreadyMinted)
  })

  it('only mints to the sender itself', () => {
    const { driver, ledger, alice, bob } = setupLedger()
    const request = mintRequest(ledger.config, {
      owner: bob,
      tokenId: '01',
      metadataUrl: 'u',
      amount: 1n,
      maxSupply: 1n,
    })
    expect(outcomeOf(driver.send(alice, request))).toBe(tokenRejects.unauthorized)
  })

  it('keeps amount within max supply and max supply within 100000 (-3)', () => {
    const { driver, ledger, alice } = setupLedger()
    const mint = (amount: bigint, maxSupply: bigint) =>
      outcomeOf(
        driver.send(
          alice,
          mintRequest(ledger.config, { owner: alice, tokenId: '07', metadataUrl: 'u', amount, maxSupply })
        )
      )
    expect(mint(100001n, 100001n)).toBe(tokenRejects.invalidSupply)
    expect(mint(11n, 10n)).toBe(tokenRejects.invalidSupply)
    expect(mint(0n, 10n)).toBe(tokenRejects.invalidSupply)
    expect(mint(10n, 10n)).toBe('ok')
  })
})

describe('operators and transfers', () => {
  it('adds and removes operators with UpdateOperator events', () => {
    const { driver, ledger, alice, auction, contracts } = setupLedger()
    const added = driver.approve(alice, 'auction')
    expect(ledger.isOperator(account(alice), auction)).toBe(true)
    expect(cis2Events(added, contracts.token)).toEqual([
      { type: 'updateOperator', update: 'add', owner: account(alice), operator: auction },
    ])
    driver.approve(alice, 'auction', 'remove')
    expect(ledger.isOperator(account(alice), auction)).toBe(false)
  })

  it('lets the owner and its operators transfer, nobody else', () => {
    const { driver, ledger, alice, bob, carol } = setupLedger()
    driver.mint(alice, '01')
    expect(
      outcomeOf(driver.transfer(alice, { tokenId: '01', amount: 10n, from: account(alice), to: account(bob) }))
    ).toBe('ok')
    expect(
      outcomeOf(driver.transfer(carol, { tokenId: '01', amount: 10n, from: account(alice), to: account(carol) }))
    ).toBe(tokenRejects.unauthorized)
    driver.send(alice, updateOperatorRequest(ledger.config, { operator: account(carol), update: 'add' }))
    expect(
      outcomeOf(driver.transfer(carol, { tokenId: '01', amount: 10n, from: account(alice), to: account(carol) }))
    ).toBe('ok')
    expect([
      ledger.tokenBalance('01', account(alice)),
      ledger.tokenBalance('01', account(bob)),
      ledger.tokenBalance('01', account(carol)),
    ]).toEqual([99980n, 10n, 10n])
  })

  it('reports CIS-2 errors for unknown tokens and missing funds', () => {
    const { driver, alice, bob } = setupLedger()
    driver.mint(alice, '01')
    expect(
      outcomeOf(driver.transfer(alice, { tokenId: '02', amount: 1n, from: account(alice), to: account(bob) }))
    ).toBe(tokenRejects.invalidTokenId)
    expect(outcomeOf(driver.transfer(bob, { tokenId: '01', amount: 1n, from: account(bob), to: account(alice) }))).toBe(
      tokenRejects.insufficientFunds
    )
  })

  it('bounces tokens sent straight to an escrow contract, changing nothing', () => {
    const { driver, ledger, alice, auction } = setupLedger()
    driver.mint(alice, '01')
    const before = stateOf(ledger)
    expect(outcomeOf(driver.transfer(alice, { tokenId: '01', amount: 5n, from: account(alice), to: auction }))).toBe(
      auctionRejects.unexpectedTokens
    )
    expect(stateOf(ledger)).toEqual(before)
  })

  it('refuses a contract receiver without the hook', () => {
    const { driver, alice, contracts } = setupLedger()
    driver.mint(alice, '01')
    expect(
      outcomeOf(
        driver.transfer(alice, { tokenId: '01', amount: 5n, from: account(alice), to: contract(contracts.token) })
      )
    ).toBe(tokenRejects.invalidReceiver)
  })
})
