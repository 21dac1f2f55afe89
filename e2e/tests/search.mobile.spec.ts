import { expect, test } from '@playwright/test'
import { webSignIn } from '../support/common.ts'

/* Search at phone size (375×812): from the menu, the filter as a sheet, results without sideways scrolling. */

test('a fan searches from the phone menu, filters events and opens an artist', async ({ page }) => {
  await webSignIn(page, 'fan2@kobza.local')
  const bar = page.getByRole('navigation', { name: 'Main navigation' })
  await bar.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?page=1$/)

  await page.getByRole('searchbox', { name: 'Search artists, songs and events' }).fill('Полинь')
  const results = page.getByRole('region', { name: 'Results' })
  const artist = results.getByRole('link', { name: /Гурт Полинь/ })
  await expect(artist).toBeVisible()
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await noSidewaysScroll()).toBe(true)

  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Filter' })
  await sheet.getByRole('radio', { name: 'Events' }).check()
  await sheet.getByRole('button', { name: 'Apply' }).click()
  await page.getByRole('searchbox').fill('')
  await expect(page).toHaveURL(/\/search\?page=1&type=EVENT$/)
  // 3 artists × 4 events, 9 a page.
  await expect(results.getByRole('link')).toHaveCount(9)
  expect(await noSidewaysScroll()).toBe(true)

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/search\?page=2&type=EVENT$/)
  // The demo's 3 artists × 4 events, plus whatever events other specs created on the same server.
  await expect(results.getByRole('link').first()).toBeVisible()
  expect(await results.getByRole('link').count()).toBeGreaterThanOrEqual(3)

  await page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('button', { name: 'Remove filter: Events' })
    .click()
  await page.getByRole('searchbox').fill('hurt polyn')
  await artist.click()
  await expect(page).toHaveURL(/\/profile\/hurt_polyn$/)
})
