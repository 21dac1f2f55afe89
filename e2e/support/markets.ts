import { connectLedgerNode } from '@kobza/ledger/grpc-node'
import { gradientPng } from '@kobza/testkit'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { demoPassword, webSignIn } from './common.ts'

/*
 * The markets end to end with the DevWallet on the API's local ledger (spec 002 §4): an artist
 * opens an initial sale, two fans bid (the lower bid is refused by the ledger), the ledger's
 * clock passes the end, the winner finalizes, lists part of the tokens, and a third fan buys
 * them. Shared by markets.spec.ts (1280 px) and markets.mobile.spec.ts (375 px).
 */

/** Approves the DevWallet's signing prompt `times` times, checking what each one asks to sign. */
export async function approveInWallet(page: Page, entrypoints: string[]) {
  for (const entrypoint of entrypoints) {
    const prompt = page.getByRole('dialog', { name: 'Dev wallet: sign the transaction' })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(prompt).toContainText(entrypoint)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    // The next step's prompt may open at once: wait until this one's request is gone.
    await expect(prompt.filter({ hasText: entrypoint })).toHaveCount(0)
  }
}

export async function switchUser(page: Page, email: string, to = '/') {
  await page.goto('/sign-in')
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await webSignIn(page, email, demoPassword, to)
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/login', {
    data: { username: 'admin@kobza.local', password: demoPassword },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The test clock: moves the local ledger's time forward (admin only, LEDGER_TEST_CLOCK). */
export async function advanceLedgerTime(request: APIRequestContext, ms: number) {
  const token = await adminToken(request)
  const response = await request.post('/api/v1/ledger/time', {
    headers: { Authorization: `Bearer ${token}` },
    data: { advanceMs: ms },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** What the ledger account of `email` holds of the auction's tokens, read through the API. */
async function freeTokens(request: APIRequestContext, email: string, auctionUuid: string): Promise<string | undefined> {
  const login = await request.post('/api/v1/login', { data: { username: email, password: demoPassword } })
  const token = ((await login.json()) as { access_token: string }).access_token
  const response = await request.get('/api/v1/secondary-market/offers/available-tokens', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { elements } = (await response.json()) as { elements: { freeTokens: string; auction: { id: string } }[] }
  return elements.find((entry) => entry.auction.id === auctionUuid)?.freeTokens
}

/**
 * The last finalized height of `kobza ledger node` (E2E_LEDGER_NODE_URL), read with the SDK's
 * gRPC client as the API reads it; undefined when the run uses the API's in-process node.
 */
async function ledgerNodeHeight(): Promise<bigint | undefined> {
  const url = process.env.E2E_LEDGER_NODE_URL
  if (!url) return undefined
  const client = connectLedgerNode(url)
  return (await client.getConsensusStatus()).lastFinalizedBlockHeight
}

const resultPopup = (page: Page) => page.getByRole('alertdialog')

async function expectResult(page: Page, text: string) {
  await expect(resultPopup(page)).toContainText(text, { timeout: 15_000 })
  await resultPopup(page).getByRole('button', { name: 'Close' }).click()
  await expect(resultPopup(page)).toBeHidden()
}

export interface MarketFlow {
  artist: string
  /** A catalogue song of the artist that is on no open auction. */
  song: string
  bidder: string
  winner: string
  buyer: string
}

export async function runMarketFlow(page: Page, request: APIRequestContext, flow: MarketFlow) {
  const heightBefore = await ledgerNodeHeight()
  // The artist opens an initial sale of 2 % of the song (2000 RR tokens) from 3 CCD, for a week.
  await switchUser(page, flow.artist)
  await page.goto('/add-initial-sale')
  await expect(page.getByRole('heading', { name: 'Initial sale creating' })).toBeVisible()
  await page.getByRole('combobox', { name: /^Era/ }).selectOption('MODERN_ERA')
  await page.getByRole('combobox', { name: /^Song/ }).selectOption({ label: flow.song })
  await page
    .getByRole('textbox', { name: /^General description/ })
    .fill('A song of the e2e run, 2 % of its rights on sale.')
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(32, 32) })
  await expect(page.getByRole('img', { name: 'Cover preview, cropped square' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Composer/ }).fill('E2E Composer')
  await page.getByRole('combobox', { name: /^Duration of auction/ }).selectOption({ label: '1 week' })
  await page.getByRole('spinbutton', { name: /^Your song copyrights/ }).fill('2')
  await page.getByRole('spinbutton', { name: /^Initial price/ }).fill('3')
  await page.getByRole('button', { name: 'Start Initial Sale' }).click()
  await approveInWallet(page, ['mint', 'updateOperator', 'create_auction'])
  await page.waitForURL((url) => url.pathname === '/auctions' && url.search.includes('contentTab=open'))
  await expect(page.getByText(`Auction created: «${flow.song}» is now among the open auctions`)).toBeVisible()
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: flow.song }) })
    .first()
  await card.getByRole('link', { name: `View: ${flow.song}` }).click()
  await expect(page.getByRole('heading', { name: flow.song })).toBeVisible()
  const auctionUrl = page.url()
  const auctionUuid = new URL(auctionUrl).pathname.split('/').pop()!
  await expect(page.getByText('Ͼ3', { exact: true })).toBeVisible()

  // A fan bids 5 CCD through the DevWallet.
  await switchUser(page, flow.bidder)
  await page.goto(auctionUrl)
  await page.getByRole('spinbutton', { name: /^Your Bid/ }).fill('5')
  await page.getByRole('button', { name: 'Make a bid' }).click()
  await approveInWallet(page, ['bid'])
  await expectResult(page, 'Success!')
  await expect(page.getByText('Ͼ5', { exact: true })).toBeVisible()

  // Another fan: an empty bid is refused by the form, a lower one by the ledger (-2), then 7 CCD wins.
  await switchUser(page, flow.winner)
  await page.goto(auctionUrl)
  await page.getByRole('button', { name: 'Make a bid' }).click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await page.getByRole('spinbutton', { name: /^Your Bid/ }).fill('4')
  await page.getByRole('button', { name: 'Make a bid' }).click()
  await approveInWallet(page, ['bid'])
  await expectResult(page, 'Bid below current highest bid')
  await page.getByRole('spinbutton', { name: /^Your Bid/ }).fill('7')
  await page.getByRole('button', { name: 'Make a bid' }).click()
  await approveInWallet(page, ['bid'])
  await expectResult(page, 'Success!')
  await expect(page.getByText('Ͼ7', { exact: true })).toBeVisible()

  // The ledger's clock passes the end; the winner finalizes and receives the tokens.
  await advanceLedgerTime(request, 8 * 24 * 3600 * 1000)
  await page.reload()
  await page.getByRole('button', { name: 'Finalize' }).click()
  await approveInWallet(page, ['finalize'])
  await expectResult(page, 'Success!')
  await expect(page.getByRole('button', { name: 'Auction has been ended!' })).toBeDisabled()
  expect(await freeTokens(request, flow.winner, auctionUuid)).toBe('2000')

  // The winner lists 500 of the 2000 tokens for 2.5 CCD.
  await page.goto('/sell-tokens')
  await page.getByRole('combobox', { name: /^Tokens/ }).selectOption({ label: flow.song })
  await expect(page.getByText('2000', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: /^Sale price/ }).fill('2.5')
  await page.getByRole('spinbutton', { name: /^Tokens to sell/ }).fill('2001')
  await page.getByRole('button', { name: 'Start Sale' }).click()
  await expect(page.getByText('You can sell at most 2000 tokens: that is all you hold free')).toBeVisible()
  await page.getByRole('spinbutton', { name: /^Tokens to sell/ }).fill('500')
  await page.getByRole('button', { name: 'Start Sale' }).click()
  await approveInWallet(page, ['updateOperator', 'createSale'])
  await page.waitForURL((url) => url.pathname === '/secondary-sale' && url.search.includes('contentTab=ACTIVE'))
  const offerCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: flow.song }) })
    .filter({ hasText: '500 RR tokens for Ͼ2.5' })
  await expect(offerCard).toBeVisible()
  await offerCard.getByRole('link', { name: `View: ${flow.song}` }).click()
  const offerUrl = page.url()
  expect(await freeTokens(request, flow.winner, auctionUuid)).toBe('1500')

  // A third fan buys the lot; the page and the ledger agree on who holds what.
  await switchUser(page, flow.buyer)
  await page.goto(offerUrl)
  await expect(page.getByText('500 RR', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Buy' }).click()
  await approveInWallet(page, ['buyTokens'])
  await expectResult(page, 'Success!')
  await expect(page.getByRole('button', { name: 'Tokens were bought up!' })).toBeDisabled()
  expect(await freeTokens(request, flow.buyer, auctionUuid)).toBe('500')
  await page.goto('/sell-tokens')
  await page.getByRole('combobox', { name: /^Tokens/ }).selectOption({ label: flow.song })
  await expect(page.getByText('500', { exact: true })).toBeVisible()

  /*
   * The separate node holds every transaction the flow sent (the API verified each through it):
   * mint, updateOperator, create_auction, three bids (one rejected, still in its block),
   * finalize, updateOperator, createSale and buyTokens, one block each on the local ledger.
   */
  if (heightBefore !== undefined) expect(await ledgerNodeHeight()).toBe(heightBefore + 10n)
}
