import { describe, expect, it } from 'vitest'
import * as ledger from './index.js'

describe('public API', () => {
  it('exports the entry points the web app and the API use', () => {
    const functions = [
      'bidRequest',
      'ccdToMicro',
      'shortAddress',
      'readOutcome',
      'createdAuctionId',
      'submitUpdate',
      'createLedgerHttpHandler',
      'detectBrowserWallet',
      'auctionAcceptsBids',
      'auctionCanBeFinalized',
    ] as const
    expect(functions.filter((name) => typeof ledger[name] !== 'function')).toEqual([])
    const classes = [
      'LocalLedger',
      'HttpLedgerNode',
      'ConcordiumNode',
      'DevWallet',
      'WalletConnection',
      'LedgerRejectError',
      'LedgerIndexer',
    ] as const
    expect(classes.filter((name) => typeof ledger[name] !== 'function')).toEqual([])
    expect(ledger.mainnetConfig.contracts.market.index).toBe(9934n)
  })
})
