import { mainnetConfig } from '@kobza/ledger'
import { expect, test, type Page } from '@playwright/test'
import { switchUser } from '../support/markets.ts'
import { asOnNetwork, installStubWalletOn, stubWallet } from '../support/stubWallet.ts'

/*
 * The Concordium Browser Wallet path in Chromium (spec 002 §4): the page finds the wallet through
 * @concordium/browser-wallet-api-helpers, checks its network, follows its account and chain
 * events and shows the spec's words for no wallet, the wrong network and a declined prompt. The
 * wallet is a stub of the extension's WalletApi (support/stubWallet.ts); the page runs as on a
 * platform trading on Concordium Mainnet (the web build's network).
 */

const account = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const otherAccount = '4UC8o4m8AgTxt5VBFMdLwMCwwJQVJwjesNzW7RPXkACynrULmd'
const otherChain = '4221332d34e1694168c2a0c0b3fd0f273809612cb13d000d5c2e00e85f50f796'
const mainnet = mainnetConfig.genesisHash

async function openAuctionAsFan(page: Page) {
  await switchUser(page, 'fan@kobza.local')
  await page.goto('/auctions?contentTab=open&page=0')
  await page.getByRole('article').first().getByRole('link', { name: /^View/ }).click()
  await expect(page.getByRole('button', { name: 'Make a bid' })).toBeVisible()
}

async function bid(page: Page, ccd: string) {
  await page.getByRole('spinbutton', { name: /^Your Bid/ }).fill(ccd)
  await page.getByRole('button', { name: 'Make a bid' }).click()
}

async function expectResult(page: Page, text: string) {
  // The first wallet action loads the gRPC-web node client (a large chunk): give it time.
  await expect(page.getByRole('alertdialog')).toContainText(text, { timeout: 20_000 })
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click()
}

// The service worker's own fetches would pass by page.route (and asOnNetwork with them).
test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 60_000 })
/*
 * The API's CSP stops the wallet layer on a network: the web SDK compiles WebAssembly (script-src
 * lacks 'wasm-unsafe-eval') and its gRPC-web client calls the node's URL (connect-src is 'self'),
 * so every wallet action there ends in the CSP's error (what this spec found). With
 * `bypassCSP: true` the declined-signature test passed; the rest was not seen through.
 */
test.fixme(true, "the production CSP blocks the web SDK's WebAssembly and gRPC-web on a network")

test.beforeEach(async ({ page }) => {
  await asOnNetwork(page)
})

test('without the wallet extension a bid asks the person to create one', async ({ page }) => {
  await openAuctionAsFan(page)
  await bid(page, '100')
  await expectResult(page, "You don't have Concordium Wallet. Please create it.")
  await expect(page.getByRole('dialog', { name: 'Dev wallet: sign the transaction' })).toHaveCount(0)
})

test('a wallet on another network is told to change it; back on Mainnet it connects', async ({ page }) => {
  await installStubWalletOn(page, { chain: otherChain, accounts: [account] })
  await openAuctionAsFan(page)
  await bid(page, '100')
  await expectResult(page, 'Change your network to Concordium Mainnet!')
  expect(await stubWallet.sent(page)).toEqual([])

  await stubWallet.switchChain(page, mainnet)
  await page.goto('/auctions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(page.getByRole('button', { name: `Wallet ${account}` })).toBeVisible({ timeout: 20_000 })
  // The wallet's own events: another account is selected, then another network.
  await stubWallet.selectAccount(page, otherAccount)
  await expect(page.getByRole('button', { name: `Wallet ${otherAccount}` })).toBeVisible()
  await stubWallet.switchChain(page, otherChain)
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})

test('a declined connection and a declined signature show the spec’s rejection', async ({ page }) => {
  await installStubWalletOn(page, { chain: mainnet, accounts: [account], decline: 'connect' })
  await switchUser(page, 'fan@kobza.local')
  await page.goto('/auctions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectResult(page, 'You rejected the request')
})

test('a bid goes to the wallet as the auction contract’s bid, paying the amount; declined, nothing is recorded', async ({
  page,
}) => {
  await installStubWalletOn(page, { chain: mainnet, accounts: [account], decline: 'send' })
  await openAuctionAsFan(page)
  const highest = await page.locator('main').textContent()
  await bid(page, '100')
  await expectResult(page, 'You rejected the request')
  const sent = await stubWallet.sent(page)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ account, type: 2, entrypoint: 'bid', amountMicro: '100000000' })
  await page.reload()
  expect(await page.locator('main').textContent()).toBe(highest)
})
