import { mainnetConfig } from '@kobza/ledger'
import { expect, type Page } from '@playwright/test'
import { switchUser } from '../support/markets.ts'
import { test } from '../support/networkPlatform.ts'
import { installStubWalletOn, stubWallet } from '../support/stubWallet.ts'

/*
 * The Concordium Browser Wallet path in Chromium (spec 002 §4): the page finds the wallet through
 * @concordium/browser-wallet-api-helpers, checks its network, follows its account and chain
 * events and shows the spec's words for no wallet, the wrong network and a declined prompt, and
 * its own for a node that is down. The wallet is a stub of the extension's WalletApi
 * (support/stubWallet.ts); the page is served by a platform trading on Concordium Mainnet (the
 * web build's network) with the CSP the API sends there, and mainnet's node is a stub on this
 * machine (support/networkPlatform.ts).
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

// The service worker's own fetches would pass by page.route (and the stub node with them).
test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 60_000 })
test.skip(
  !process.env.E2E_LEDGER_NODE_URL,
  'the network platform reads the ledger through `kobza ledger node`, which E2E_LEDGER_NODE=embedded does not start'
)

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

  /*
   * The person had granted the accounts before the network check refused: switched to Mainnet in
   * the wallet, the same page follows its chainChanged event and shows the account, no click.
   */
  await stubWallet.switchChain(page, mainnet)
  await expect(page.getByRole('button', { name: `Wallet ${account}` })).toBeVisible({ timeout: 20_000 })
  // The wallet's own events: another account is selected, then another network.
  await stubWallet.selectAccount(page, otherAccount)
  await expect(page.getByRole('button', { name: `Wallet ${otherAccount}` })).toBeVisible()
  await stubWallet.switchChain(page, otherChain)
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  // Back on Mainnet, a fresh load finds the wallet again and Connect asks it for the account.
  await stubWallet.switchChain(page, mainnet)
  await page.reload()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(page.getByRole('button', { name: `Wallet ${otherAccount}` })).toBeVisible({ timeout: 20_000 })
})

test('a declined connection shows the spec’s rejection', async ({ page }) => {
  await installStubWalletOn(page, { chain: mainnet, accounts: [account], decline: 'connect' })
  await switchUser(page, 'fan@kobza.local')
  await page.goto('/auctions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectResult(page, 'You rejected the request')
})

test('a bid goes to the wallet as the auction contract’s bid, paying the amount; declined, nothing is recorded', async ({
  page,
  stubNode,
}) => {
  await installStubWalletOn(page, { chain: mainnet, accounts: [account], decline: 'send' })
  await openAuctionAsFan(page)
  const highest = await page.locator('main').textContent()
  await bid(page, '100')
  await expectResult(page, 'You rejected the request')
  const sent = await stubWallet.sent(page)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ account, type: 2, entrypoint: 'bid', amountMicro: '100000000' })
  // Nothing was signed, so nothing is waited for on the network's node.
  expect(stubNode.nodeCalls).toEqual([])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Make a bid' })).toBeVisible()
  expect(await page.locator('main').textContent()).toBe(highest)
})

test('a bid signed while the network’s node is down: the page says so, not the node, and nothing is recorded', async ({
  page,
  stubNode,
}) => {
  await installStubWalletOn(page, { chain: mainnet, accounts: [account] })
  await openAuctionAsFan(page)
  const highest = await page.locator('main').textContent()
  await bid(page, '100')
  await expectResult(
    page,
    'The Concordium network could not be reached to confirm the transaction. Check its status in your wallet before trying again.'
  )
  expect(await stubWallet.sent(page)).toHaveLength(1)
  // The page waited on mainnet's node over gRPC-web: the CSP let it through to the stub node.
  expect(stubNode.nodeCalls.map((call) => call.method)).toContain('/concordium.v2.Queries/GetBlockItemStatus')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Make a bid' })).toBeVisible()
  expect(await page.locator('main').textContent()).toBe(highest)
})
