import { expect, test } from '@playwright/test'
import { runMarketFlow } from '../support/markets.ts'

test('at 375 px: an artist opens an auction, fans bid, the winner finalizes and resells, another fan buys', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await runMarketFlow(page, request, {
    artist: 'artist2@kobza.local',
    song: 'Вишиванка',
    bidder: 'fan3@kobza.local',
    winner: 'fan@kobza.local',
    buyer: 'fan2@kobza.local',
  })
})

test('at 375 px the header offers Add Initial Sale to everyone and the cards fill the width', async ({ page }) => {
  await page.goto('/auctions')
  await expect(page.getByRole('link', { name: 'Add Initial Sale' })).toBeVisible()
  const card = page.getByRole('article').first()
  const box = await card.boundingBox()
  expect(box?.width).toBeGreaterThan(300)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
