import { sha256 } from '@concordium/web-sdk'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from './bytes.js'
import { localGenesisHash, localLedgerConfig, mainnetConfig, parseLedgerConfig } from './config.js'
import { describeCall, ledgerActions, receiveNameOf } from './contracts.js'

describe('configuration', () => {
  it('puts the spec mainnet contracts at 9932, 9933 and 9934', () => {
    expect([
      mainnetConfig.contracts.auction.index,
      mainnetConfig.contracts.token.index,
      mainnetConfig.contracts.market.index,
    ]).toEqual([9932n, 9933n, 9934n])
    expect(mainnetConfig.networkName).toBe('Mainnet')
  })

  it('derives the local genesis hash as documented', () => {
    expect(bytesToHex(Uint8Array.from(sha256([new TextEncoder().encode('kobza-local-ledger')])))).toBe(localGenesisHash)
    expect(localLedgerConfig('/ledger').nodeUrl).toBe('/ledger')
  })

  it('parses JSON configuration with numeric or string indices', () => {
    const config = parseLedgerConfig({
      networkName: 'Testnet',
      genesisHash: '4221332D34E1694168C2A0C0B3FD0F273809612CB13D000D5C2E00E85F50F796',
      nodeUrl: 'https://grpc.testnet.concordium.com:20000',
      contracts: { auction: { index: 1 }, token: { index: '2', subindex: '0' }, market: { index: 3, subindex: 0 } },
      contractNames: { token: 'cis2_rr' },
    })
    expect(config.contracts.token).toEqual({ index: 2n, subindex: 0n })
    expect(config.contracts.auction).toEqual({ index: 1n, subindex: 0n })
    expect(config.genesisHash).toBe('4221332d34e1694168c2a0c0b3fd0f273809612cb13d000d5c2e00e85f50f796')
    expect(config.contractNames).toEqual({ auction: 'auction', token: 'cis2_rr', market: 'market' })
  })

  it('rejects malformed configuration', () => {
    const valid = {
      networkName: 'X',
      genesisHash: 'a'.repeat(64),
      nodeUrl: 'u',
      contracts: { auction: { index: 1 }, token: { index: 2 }, market: { index: 3 } },
    }
    expect(() => parseLedgerConfig({ ...valid, genesisHash: 'abc' })).toThrow()
    expect(() => parseLedgerConfig({ ...valid, contracts: { ...valid.contracts, market: { index: -1 } } })).toThrow()
    expect(() => parseLedgerConfig({ ...valid, contracts: { ...valid.contracts, market: { index: 1.5 } } })).toThrow()
  })
})

describe('contract descriptors', () => {
  it('names every entrypoint and marks only bid and buyTokens payable', () => {
    expect(ledgerActions.map((action) => receiveNameOf(mainnetConfig, action))).toEqual([
      'auction.create_auction',
      'auction.bid',
      'auction.finalize',
      'rr_token.mint',
      'rr_token.updateOperator',
      'rr_token.transfer',
      'market.createSale',
      'market.buyTokens',
      'market.cancelSale',
    ])
    expect(ledgerActions.filter((action) => describeCall(mainnetConfig, action).payable)).toEqual(['bid', 'buyTokens'])
    expect(new Set(ledgerActions.map((action) => describeCall(mainnetConfig, action).maxEnergy))).toEqual(
      new Set([30000n])
    )
  })
})
