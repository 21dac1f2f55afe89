import { expect, test } from '@playwright/test'
import { demoPassword, outboxFor, signedInNewFan, webSignIn } from '../support/common.ts'
import { artistSendsGreeting } from '../support/money-flow.ts'
import { artist, checkout, donatePreset, openArtistPage, tokenOf } from '../support/money.ts'

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
  const bell = artistPage.getByTestId('notifications-bell').filter({ visible: true })
  await expect(bell).toBeVisible()
  await expect(artistPage.getByTestId('notifications-unread').filter({ visible: true })).toHaveCount(0)

  const fanContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const fanPage = await fanContext.newPage()
  await webSignIn(fanPage, 'fan@kobza.local')
  await donatePreset(fanPage, '200.00')

  // Live: the artist's page was not reloaded.
  await expect(artistPage.getByTestId('notifications-unread').filter({ visible: true })).toHaveText('1', {
    timeout: 5000,
  })
  await bell.click()
  await artistPage.waitForURL((url) => url.pathname === '/notifications')
  const item = artistPage.getByTestId('notifications-list').getByRole('listitem').first()
  await expect(item).toContainText('donated 200.00 ₴')
  await item.getByRole('button', { name: 'Mark as read' }).click()
  await expect(artistPage.getByTestId('notifications-unread').filter({ visible: true })).toHaveCount(0)

  await fanContext.close()
  await artistContext.close()
})

/*
 * The story: a fan orders a greeting and the artist's bell lights up within a second in
 * another browser, with the mail in the outbox; the artist clears the bell with "Mark all as
 * read"; the artist delivers and the fan is told in the app (live) and by mail.
 */
test('a greeting ordered lights the artist’s bell within a second and mails them; mark all read clears it; delivered, the fan is told', async ({
  browser,
  page,
  request,
}) => {
  test.slow() // two browsers, two checkouts and an upload on a shared machine
  const read = await request.post('/api/v1/notifications/read', {
    headers: { authorization: await tokenOf(request, artist.email, demoPassword) },
    data: {},
  })
  expect(read.status()).toBe(200)
  const artistMails = outboxFor(artist.email).length

  const artistContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const artistPage = await artistContext.newPage()
  await webSignIn(artistPage, artist.email)
  const artistUnread = artistPage.getByTestId('notifications-unread').filter({ visible: true })
  await expect(artistPage.getByTestId('notifications-bell').filter({ visible: true })).toBeVisible()
  await expect(artistUnread).toHaveCount(0)

  const fan = await signedInNewFan(page, request, 'bell')
  // A donation first, so "all" is more than the one a click marks (and the greeting's release,
  // once delivered, is the newest payment the artist's Earnings page lists).
  await donatePreset(page, '200.00')
  await expect(artistUnread).toHaveText('1', { timeout: 5000 })

  const wish = `Привітання для дзвіночка ${Date.now()}`
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Video Congratulations' }).click()
  const order = page.getByRole('dialog', { name: `Video congratulation from ${artist.name}` })
  await order.getByLabel(/^What should the greeting say/).fill(wish)
  await order.getByRole('button', { name: 'Order for ₴300.00' }).click()
  await checkout(page, 'pay', '300.00')
  // Live, within a second of the payment's return: the artist's page was not reloaded.
  await expect(artistUnread).toHaveText('2', { timeout: 1000 })
  await expect
    .poll(
      () =>
        outboxFor(artist.email)
          .slice(artistMails)
          .map((mail) => mail.subject),
      { timeout: 10_000 }
    )
    .toContainEqual(expect.stringMatching(/ordered a video greeting from you|замовляє у вас відеопривітання/))

  await artistPage.getByTestId('notifications-bell').filter({ visible: true }).click()
  await artistPage.waitForURL((url) => url.pathname === '/notifications')
  const list = artistPage.getByTestId('notifications-list').getByRole('listitem')
  await expect(list.nth(0)).toContainText(`${fan.publicName} ordered a video greeting`)
  await expect(list.nth(1)).toContainText(`${fan.publicName} donated 200.00 ₴`)
  await expect(list.nth(0)).toHaveAttribute('data-unread', 'true')
  await expect(list.nth(1)).toHaveAttribute('data-unread', 'true')
  await artistPage.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(artistUnread).toHaveCount(0)
  await expect(list.nth(0)).toHaveAttribute('data-unread', 'false')
  await expect(list.nth(1)).toHaveAttribute('data-unread', 'false')
  await expect(artistPage.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0)
  await expect(artistPage.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
  // Read on the server too: a reload shows the same.
  await artistPage.reload()
  await expect(list.first()).toHaveAttribute('data-unread', 'false')
  await expect(artistUnread).toHaveCount(0)
  await artistContext.close()

  // The artist delivers (in a browser of their own); the fan's open page is told live and by mail.
  const fanUnread = page.getByTestId('notifications-unread').filter({ visible: true })
  await expect(fanUnread).toHaveCount(0)
  await artistSendsGreeting(browser, request, wish, fan.nickName)
  await expect(fanUnread).toHaveText('1', { timeout: 5000 })
  await expect
    .poll(() => outboxFor(fan.email).map((mail) => mail.subject), { timeout: 10_000 })
    .toContainEqual(expect.stringMatching(/sent your video greeting|надсилає ваше відеопривітання/))
  await page.getByTestId('notifications-bell').filter({ visible: true }).click()
  await page.waitForURL((url) => url.pathname === '/notifications')
  await expect(page.getByTestId('notifications-list').getByRole('listitem').first()).toContainText(
    `${artist.name} sent your video greeting`
  )
})
