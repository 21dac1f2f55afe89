import { expect, test } from '@playwright/test'
import { runMarketFlow } from '../support/markets.ts'

test('visitors browse the demo auctions and offers, filter and search', async ({ page }) => {
  await page.goto('/auctions')
  await expect(page.getByRole('heading', { name: 'Auctions', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  // A visitor sees no Add Initial Sale on desktop.
  await expect(page.getByRole('link', { name: 'Add Initial Sale' })).toHaveCount(0)
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.getByRole('tab', { name: 'Finished' }).click()
  await expect(page).toHaveURL(/contentTab=finished&page=0/)
  await expect(page.getByRole('article')).toHaveCount(3)
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill('no such song anywhere')
  await expect(page.getByText('No auctions match')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill('')
  await expect(page.getByRole('article')).toHaveCount(3)
  await page.getByRole('button', { name: 'Filters' }).click()
  // The finished demo auctions sell Pop, Rock/Metal and Classical songs: one is Classical.
  await page.getByRole('dialog', { name: 'Filter' }).getByLabel('Classical').check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.goto('/secondary-sale?contentTab=SOLD&page=0')
  await expect(page.getByRole('heading', { name: 'Secondary Market', level: 1 })).toBeVisible()
  const sold = page.getByRole('article').first()
  await expect(sold).toContainText('RR tokens for Ͼ')
  await sold.getByRole('link', { name: /^View/ }).click()
  await expect(page.getByRole('button', { name: 'Tokens were bought up!' })).toBeDisabled()
})

test('an artist opens an auction, fans bid, the winner finalizes and resells, another fan buys', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await runMarketFlow(page, request, {
    artist: 'artist3@kobza.local',
    song: 'Полісся',
    bidder: 'fan@kobza.local',
    winner: 'fan2@kobza.local',
    buyer: 'fan3@kobza.local',
  })
})
