import { describe, expect, it } from 'vitest'
import {
  LedgerRejectError,
  WalletError,
  ledgerMessages,
  microToCcdString,
  rejectMessage,
  shortAddress,
} from '@kobza/ledger'
import { ApiError } from '@kobza/api-client'
import { createI18n } from '../../../shared/i18n/i18n'
import { displayAddress, formatCcd } from '../components/format'
import { en } from '../i18n/en'
import { uk } from '../i18n/uk'
import { flowErrorMessage } from './messages'
import { NodeUnreachableError, StepError } from './steps'

const t = (language: 'en' | 'uk') =>
  createI18n(language, { markets: { en, uk } }).getFixedT(language, ['markets', 'shared'] as ['markets', 'shared'])

describe('ledger messages', () => {
  it('the English strings are the ledger package’s own wording (spec 002 §8)', () => {
    for (const [key, text] of Object.entries(ledgerMessages)) {
      if (typeof text === 'string') expect(en.ledger[key as keyof typeof en.ledger]).toBe(text)
    }
    expect(t('en')('ledger.wrongNetwork', { network: 'Mainnet' })).toBe(ledgerMessages.wrongNetwork('Mainnet'))
    expect(t('en')('ledger.unknownRejectCode', { code: -3 })).toBe(ledgerMessages.unknownRejectCode(-3))
  })

  it('maps wallet errors, ledger rejections and API refusals to the user’s language', () => {
    const english = t('en')
    const ukrainian = t('uk')
    expect(flowErrorMessage(new WalletError('rejected', ledgerMessages.userRejected), english)).toBe(
      'You rejected the request'
    )
    expect(flowErrorMessage(new WalletError('rejected', ledgerMessages.userRejected), ukrainian)).toBe(
      'Ви відхилили запит'
    )
    const reject = new LedgerRejectError('bid', rejectMessage('bid', -2), -2, undefined, undefined)
    expect(flowErrorMessage(new StepError('auction', reject), english)).toBe('Bid below current highest bid')
    expect(flowErrorMessage(new WalletError('wrongNetwork', ledgerMessages.wrongNetwork('Testnet')), ukrainian)).toBe(
      'Змініть мережу на Concordium Testnet!'
    )
    const refusal = new ApiError({
      status: 409,
      body: { errors: [{ message: 'The ledger shows no highest bid of 5' }] },
      method: 'PATCH',
      url: '/api/v1/auctions/a/bid',
    })
    expect(flowErrorMessage(refusal, english)).toBe('The ledger shows no highest bid of 5')
    // A node's own words (a gRPC status text) never reach the person.
    const down = new NodeUnreachableError('UNAVAILABLE: upstream connect error')
    expect(flowErrorMessage(down, english)).toBe(english('ledger.nodeUnreachable'))
    expect(flowErrorMessage(new StepError('auction', down), ukrainian)).toBe(ukrainian('ledger.nodeUnreachable'))
    expect(english('ledger.nodeUnreachable')).not.toContain('UNAVAILABLE')
  })

  it('formats CCD exactly and shortens addresses as the ledger package does', () => {
    for (const micro of [0n, 1n, 1_500_000n, 12_000_000n, 18_446_744_073_709_551_615n])
      expect(formatCcd(micro)).toBe(`Ͼ${microToCcdString(micro)}`)
    for (const address of ['abc', '123456789', '3kBx9vRzTqW1', '4MG9Z9Ntv3zSxtoqQmjjCrRWyAQLbYDGyMgCQvHgP5qVdq7wTA'])
      expect(displayAddress(address)).toBe(shortAddress(address))
  })
})
