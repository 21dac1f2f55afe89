import { expect, test } from '@playwright/test'
import { consoleSignIn, createAccount, demoPassword, signedInNewFan, webSignIn } from '../support/common.ts'
import { artist, balanceOf, checkout, donatePreset, openArtistPage, tokenOf } from '../support/money.ts'
import {
  artistSendsGreeting,
  expectPremiumPostVisible,
  fanWatchesAndDownloads,
  orderGreeting,
  subscribeAndReadPremium,
} from '../support/money-flow.ts'

/*
 * Money end to end at desktop size (issue 13): subscriptions, donations and video greetings
 * through the sandbox's checkout page, which posts the signed callback before sending the
 * browser back. The fans are new accounts; the artist is the demo's Оксана Вербицька
 * (subscription ₴50, greeting ₴300). The subscribe and greeting flows are money-flow.ts's,
 * shared with money.mobile.spec.ts.
 */

test('a fan subscribes through the checkout and reads the premium post; unsubscribing keeps it until the paid month ends', async ({
  page,
  request,
}) => {
  const fan = await subscribeAndReadPremium(page, request)
  const premium = async () => {
    const bearer = await tokenOf(request, fan.email, fan.password)
    const response = await request.get('/api/v1/contents', {
      params: { postType: 'PREMIUM' },
      headers: { authorization: bearer },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { elements: unknown[] }).elements.length
  }
  expect(await premium()).toBeGreaterThan(0)

  await openArtistPage(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Unsubscribe from ${artist.name}?` })
  await expect(confirm).toContainText('The month you paid for is not refunded')
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText(`You have unsubscribed from ${artist.name}`)).toBeVisible()
  // Cancelled at the end of the paid period (issue 13): access stays, nothing renews it.
  await expect(page.getByText(/^Subscribed until .+ — cancelled, not renewed$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  // Renew pays for the month after the running one (issue 32).
  await expect(page.getByRole('button', { name: 'Renew for ₴50.00' })).toBeVisible()
  expect(await premium()).toBeGreaterThan(0)
  await expectPremiumPostVisible(page)
})

test('a declined checkout charges nothing; a donation with a preset reaches the artist', async ({ page, request }) => {
  const fan = await createAccount(request, { prefix: 'donor' })
  const artistBearer = await tokenOf(request, artist.email, demoPassword)
  const before = (await balanceOf(request, artistBearer)).available.amount

  await webSignIn(page, fan.email, fan.password)
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Donate' }).click()
  const popup = page.getByRole('dialog', { name: `Donate to ${artist.name}` })
  await popup.getByLabel(/^Amount/).fill('10001')
  await popup.getByRole('button', { name: 'Donate' }).click()
  await expect(popup.getByText('A donation is ₴1 to ₴10,000')).toBeVisible()
  await popup.getByRole('button', { name: '₴200.00' }).click()
  await popup.getByRole('button', { name: 'Donate ₴200.00' }).click()
  await checkout(page, 'decline', '200.00')
  expect((await balanceOf(request, await tokenOf(request, artist.email, demoPassword))).available.amount).toBe(before)

  await donatePreset(page, '500.00')
  expect((await balanceOf(request, await tokenOf(request, artist.email, demoPassword))).available.amount).toBe(
    before + 500
  )
})

test('a fan orders a greeting, the artist sends the video, the fan plays and downloads it; Earnings shows the money', async ({
  page,
  request,
  browser,
}) => {
  test.slow() // two browsers, an upload and a video played on a shared machine
  const fan = await signedInNewFan(page, request, 'greeting')
  const wish = await orderGreeting(page)
  await artistSendsGreeting(browser, request, wish, fan.nickName)
  await fanWatchesAndDownloads(page, request, wish, fan)
})

test('the demo fan’s delivered greeting plays: the seed delivered a real video', async ({ page, request }) => {
  await webSignIn(page, 'fan@kobza.local')
  await fanWatchesAndDownloads(page, request, 'Привітайте мого тата Петра з шістдесятиріччям!', {
    email: 'fan@kobza.local',
    password: demoPassword,
  })
})

test('a moderator pays out the demo withdrawal in the console; the artist’s withdrawals list says PAID', async ({
  page,
  request,
}) => {
  await consoleSignIn(page, 'moderator@kobza.local')
  await page.getByRole('menuitem', { name: 'Withdrawals' }).click()
  const row = page.getByRole('row').filter({ hasText: artist.nickName }).filter({ hasText: 'Requested' })
  await row.first().click()
  await page.getByRole('button', { name: 'Mark as paid' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The withdrawal is marked as paid')).toBeVisible()
  await expect(page.getByText('Paid out', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0)

  const bearer = await tokenOf(request, artist.email, demoPassword)
  const withdrawals = await request.get('/api/v1/payments/withdrawals', { headers: { authorization: bearer } })
  expect(((await withdrawals.json()) as { elements: { status: string }[] }).elements[0]!.status).toBe('PAID')
})

test('a moderator refunds the demo order still waiting for its video; the fan sees it declined', async ({
  page,
  request,
}) => {
  const wish = 'Заспівайте кілька рядків для мого брата Тараса на випускний.'
  await consoleSignIn(page, 'moderator@kobza.local')
  await page.getByRole('menuitem', { name: 'Video greeting orders' }).click()
  await page
    .getByRole('row')
    .filter({ hasText: 'Awaiting the video' })
    .filter({ hasText: 'andrii_melnyk' })
    .first()
    .click()
  await expect(page.getByText(wish)).toBeVisible()
  await page.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund this order?' })
  await expect(dialog).toContainText('₴300.00 goes back to the fan’s balance')
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled()
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The fan asked to cancel before the video')
  await dialog.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByText('The order is refunded: the fan has the money back')).toBeVisible()
  await expect(page.getByText('A moderator', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0)

  const bearer = await tokenOf(request, 'fan2@kobza.local', demoPassword)
  const orders = await request.get('/api/v1/video-congratulations', {
    params: { isArtistFlow: 'false' },
    headers: { authorization: bearer },
  })
  const refunded = ((await orders.json()) as { fanDesire: string; status: string }[]).find(
    (order) => order.fanDesire === wish
  )
  expect(refunded?.status).toBe('DECLINED')
})
