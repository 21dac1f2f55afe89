import { beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '@kobza/api-client'
import { DevWallet, LocalLedger, LocalLedgerDriver, WalletConnection, localLedgerConfig } from '@kobza/ledger'
import { fakeApi, jsonResponse } from '../../../test/renderApp'
import { auctionFixture } from '../testing/fakes'
import { createInitialSale, placeBid, type InitialSaleForm } from './flows'
import { StepError, loadInitialSaleProgress, type InitialSaleStep } from './steps'
import type { MarketLedger } from './marketLedger'

/*
 * The flows against a real LocalLedger (the contracts the API hosts) through the DevWallet:
 * only the platform's HTTP answers are fakes.
 */
function setup(routes: Parameters<typeof fakeApi>[0]) {
  const ledger = new LocalLedger({ config: localLedgerConfig() })
  const artist = ledger.createAccount(1_000_000_000n)
  const fan = ledger.createAccount(1_000_000_000n)
  const walletFor = (address: string): MarketLedger => {
    const wallet = new DevWallet({ node: ledger, accounts: [address] })
    return {
      mode: 'local',
      config: ledger.config,
      node: ledger,
      connection: WalletConnection.forConfig(ledger.config, async () => wallet),
      now: async () => new Date(ledger.now()),
    }
  }
  const api = fakeApi(routes)
  const client = createApiClient({ baseUrl: 'http://kobza.test', storage: localStorage, fetch: api })
  return { ledger, artist, fan, walletFor, api, client }
}

const form: InitialSaleForm = {
  songId: 7,
  songName: 'Щедрик',
  era: 'MODERN_ERA',
  description: 'A song of the tests, its rights on auction.',
  durationSeconds: 604800,
  copyrightPercent: 2,
  initialPriceMicro: 3_000_000n,
  cover: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  optional: { composer: 'Микола Леонтович', socialMediaSpotify: '' },
}

beforeEach(() => localStorage.clear())

describe('initial sale', () => {
  it('resumes from the failed step: the token is minted and the auction created once', async () => {
    let posts = 0
    const posted: Record<string, unknown>[] = []
    const { ledger, artist, walletFor, api, client } = setup({
      'GET /api/v1/tokens/generate': () => jsonResponse(200, { tokenId: '00aa11bb22cc33dd' }),
      'POST /api/v1/auctions': async (init) => {
        posts += 1
        posted.push(JSON.parse(String((init.body as FormData).get('auction'))) as Record<string, unknown>)
        return posts === 1
          ? jsonResponse(503, { errors: [{ message: 'The database is down' }] })
          : jsonResponse(201, auctionFixture())
      },
    })
    const market = walletFor(artist)
    const steps: InitialSaleStep[] = []
    const failure = await createInitialSale(market, client, 'u-artist', form, (step) => steps.push(step)).catch(
      (error: unknown) => error
    )
    expect(failure).toBeInstanceOf(StepError)
    expect((failure as StepError).step).toBe('save')
    expect(steps).toEqual(['token', 'mint', 'operator', 'auction', 'save'])
    expect(loadInitialSaleProgress('u-artist')).toMatchObject({
      tokenId: '00aa11bb22cc33dd',
      minted: true,
      operator: true,
    })
    const auctionId = loadInitialSaleProgress('u-artist')!.auction!.auctionId

    steps.length = 0
    await createInitialSale(market, client, 'u-artist', form, (step) => steps.push(step))
    expect(steps).toEqual(['save'])
    expect(api.calls.filter((call) => call === 'GET /api/v1/tokens/generate')).toHaveLength(1)
    expect(loadInitialSaleProgress('u-artist')).toBeNull()
    // What the API was told is what the ledger holds.
    const onLedger = ledger.auction(auctionId)!
    expect(posted[1]).toMatchObject({
      songId: 7,
      auctionId,
      tokenId: '00aa11bb22cc33dd',
      offeredTokens: '2000',
      initialPrice: '3000000',
      duration: new Date(onLedger.endMs).toISOString(),
      composer: 'Микола Леонтович',
      auctionStatus: 'OPEN',
    })
    expect(posted[1]).not.toHaveProperty('socialMediaSpotify')
    expect(onLedger.tokenAmount).toBe(2000n)
  })
})

describe('bid', () => {
  it('pays through the wallet, then reports the bid the ledger shows; a low bid is the ledger’s refusal', async () => {
    const reports: unknown[] = []
    const { ledger, artist, fan, walletFor, client } = setup({
      'PATCH /api/v1/auctions/a-1/bid': (init) => {
        reports.push(JSON.parse(String(init.body)))
        return jsonResponse(200, true)
      },
    })
    const driver = new LocalLedgerDriver(ledger)
    driver.mint(artist, '0a0b')
    driver.approve(artist, 'auction')
    driver.createAuction(artist, {
      tokenId: '0a0b',
      tokenAmount: 1000n,
      initialPriceMicro: 5_000_000n,
      end: new Date(ledger.now() + 3600_000),
    })
    const auction = auctionFixture({ auctionId: 0 })
    const bidder = await placeBid(walletFor(fan), client, auction, 6_000_000n)
    expect(bidder).toBe(fan)
    expect(reports).toEqual([{ bidAmount: '6000000', highestBidder: fan }])
    expect(ledger.auction(0)?.highestBid).toEqual({ bidder: fan, amount: 6_000_000n })
    await expect(placeBid(walletFor(artist), client, auction, 7_000_000n)).rejects.toThrow(
      'Owner cannot participate in the auction'
    )
    expect(reports).toHaveLength(1)
  })
})
