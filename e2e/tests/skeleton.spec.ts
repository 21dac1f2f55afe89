import { expect, test } from '@playwright/test'
import { consoleSignIn } from '../support/common.ts'

test.describe('walking skeleton', () => {
  test('the home page shows the posts the page brought, then asks the API for more', async ({ page }) => {
    const feedCalls: string[] = []
    page.on('request', (request) => {
      if (/\/api\/v1\/(contents|getServerTime)/.test(request.url())) feedCalls.push(new URL(request.url()).search)
    })
    await page.goto('/')
    await expect(page.getByRole('article').first()).toBeVisible()
    // Page 0 of the public feed and the clock came inside `/` (apps/api/app/feed/home_primer.ts).
    expect(feedCalls).toEqual([])
    const premiumAnswer = page.waitForResponse(
      (response) => /\/api\/v1\/contents\?.*postType=PREMIUM/.test(response.url()) && response.ok()
    )
    await page.getByRole('tab', { name: 'Premium subscription' }).click()
    await premiumAnswer
    await page.getByRole('tab', { name: 'Recommendations' }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('the Hall of Fame and the auctions open with the answers their pages brought', async ({ page }) => {
    const firstCalls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/api\/v1\/(legends\/search|auctions|eras|genres)$/.test(pathname)) firstCalls.push(pathname)
    })
    // Their primers: apps/api/app/legends/hall_of_fame_primer.ts, apps/api/app/markets/auctions_primer.ts.
    await page.goto('/hall-of-fame')
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/auctions')
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(firstCalls).toEqual([])
    // Another tab is a call of its own.
    const finished = page.waitForResponse((response) => /filter_auctionStatus=FINISHED/.test(response.url()))
    await page.getByRole('tab', { name: 'Finished' }).click()
    await finished
  })

  test('an unknown route shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('an unknown API route answers JSON in the error shape, not the app', async ({ request }) => {
    const response = await request.get('/api/v1/nothing-here')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Cannot GET /api/v1/nothing-here' }] })
  })
})

test.describe('admin console', () => {
  test('an admin signs in and sees the genres list', async ({ page }) => {
    await consoleSignIn(page, 'admin@kobza.local')
    await page.getByRole('menuitem', { name: /genres/i }).click()
    await expect(page.getByText('EDM/Electronic')).toBeVisible()
    await expect(page.getByText('AFROBEAT', { exact: true })).toBeVisible()
  })

  test('a judge may enter but has no genres resource', async ({ page }) => {
    await consoleSignIn(page, 'judge@kobza.local')
    await expect(page.getByText('Kobza console')).toBeVisible()
    await expect(page.getByRole('menuitem', { name: /genres/i })).toHaveCount(0)
  })
})
