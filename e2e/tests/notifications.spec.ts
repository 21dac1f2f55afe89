import { expect, test } from '@playwright/test'
import { demoPassword, webSignIn } from '../support/common.ts'
import { artist, checkout, openArtistPage, tokenOf } from '../support/money.ts'

/*
 * Notifications end to end (issue 34): the artist has the app open in one browser; a fan
 * donates in another, and the artist's bell lights up live (the SSE stream), without a reload.
 * The notification links to the donor's profile.
 */

test('a fan donates and the artist’s bell updates live in another browser', async ({ browser, request }) => {
  // Start from a quiet bell: whatever earlier specs told the demo artist is read.
  const read = await request.post('/api/v1/notifications/read', {
    headers: { authorization: await tokenOf(request, artist.email, demoPassword) },
    data: {},
  })
  expect(read.status()).toBe(200)

  const artistContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const artistPage = await artistContext.newPage()
  await webSignIn(artistPage, artist.email)
  const bell = artistPage.getByTestId('notifications-bell')
  await expect(bell).toBeVisible()
  await expect(artistPage.getByTestId('notifications-unread')).toHaveCount(0)

  const fanContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const fanPage = await fanContext.newPage()
  await webSignIn(fanPage, 'fan@kobza.local')
  await openArtistPage(fanPage)
  await fanPage.getByRole('button', { name: 'Donate' }).click()
  const popup = fanPage.getByRole('dialog', { name: `Donate to ${artist.name}` })
  await popup.getByRole('button', { name: '₴200.00' }).click()
  await popup.getByRole('button', { name: 'Donate ₴200.00' }).click()
  await checkout(fanPage, 'pay', '200.00')

  // Live: the artist's page was not reloaded.
  await expect(artistPage.getByTestId('notifications-unread')).toHaveText('1', { timeout: 5000 })
  await bell.click()
  await artistPage.waitForURL((url) => url.pathname === '/notifications')
  const item = artistPage.getByTestId('notifications-list').getByRole('listitem').first()
  await expect(item).toContainText('donated 200.00 ₴')
  await item.getByRole('button', { name: 'Mark as read' }).click()
  await expect(artistPage.getByTestId('notifications-unread')).toHaveCount(0)

  await fanContext.close()
  await artistContext.close()
})
