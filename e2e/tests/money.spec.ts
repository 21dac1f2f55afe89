import { expect, test } from '@playwright/test'
import { consoleSignIn, createAccount, demoPassword, webSignIn } from './support.ts'
import { artist, balanceOf, checkout, mp4, openArtistPage, tokenOf } from './money.ts'

/*
 * Money end to end at desktop size (issue 13): subscriptions, donations and video greetings
 * through the sandbox's checkout page, which posts the signed callback before sending the
 * browser back. The fans are new accounts; the artist is the demo's Оксана Вербицька
 * (subscription ₴50, greeting ₴300).
 */

test('a fan subscribes through the checkout: premium posts open; unsubscribing keeps them until the paid month ends', async ({
  page,
  request,
}) => {
  const fan = await createAccount(request, { prefix: 'subscriber' })
  const premium = async () => {
    const bearer = await tokenOf(request, fan.email, fan.password)
    const response = await request.get('/api/v1/contents', {
      params: { postType: 'PREMIUM' },
      headers: { authorization: bearer },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { elements: unknown[] }).elements.length
  }
  expect(await premium()).toBe(0)

  await webSignIn(page, fan.email, fan.password)
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Subscribe for ₴50.00' }).click()
  await checkout(page, 'pay', '50.00')

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
  expect(await premium()).toBeGreaterThan(0)
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

  await openArtistPage(page)
  await page.getByRole('button', { name: 'Donate' }).click()
  await popup.getByRole('button', { name: '₴500.00' }).click()
  await popup.getByRole('button', { name: 'Donate ₴500.00' }).click()
  await checkout(page, 'pay', '500.00')
  expect((await balanceOf(request, await tokenOf(request, artist.email, demoPassword))).available.amount).toBe(
    before + 500
  )
})

test('a fan orders a greeting, the artist sends the video, the fan downloads it; Earnings shows the money', async ({
  page,
  request,
  browser,
}) => {
  const fan = await createAccount(request, { prefix: 'greeting' })
  const wish = `Привітайте Олену з днем народження! ${Date.now()}`
  await webSignIn(page, fan.email, fan.password)
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Video Congratulations' }).click()
  const order = page.getByRole('dialog', { name: `Video congratulation from ${artist.name}` })
  await expect(order).toContainText('Привітання до 1 хвилини, українською.')
  await order.getByRole('button', { name: 'Order for ₴300.00' }).click()
  await expect(order.getByText('Tell the artist what the greeting should say')).toBeVisible()
  await order.getByLabel(/^What should the greeting say/).fill(wish)
  await order.getByRole('button', { name: 'Order for ₴300.00' }).click()
  await checkout(page, 'pay', '300.00')

  await page.goto('/video')
  const mine = page.getByTestId('video-order').filter({ hasText: wish })
  await expect(mine).toContainText('Sent')
  await expect(mine).toContainText(/6 d 23 h left/)

  // The artist, in a browser of their own.
  const artistContext = await browser.newContext()
  const artistPage = await artistContext.newPage()
  await webSignIn(artistPage, artist.email, demoPassword)
  await artistPage.goto(`/profile/${artist.nickName}/video`)
  const incoming = artistPage.getByTestId('video-order').filter({ hasText: wish })
  await expect(incoming).toContainText('Waiting for your video')
  await incoming.getByRole('button', { name: 'View offer' }).click()
  const offer = artistPage.getByRole('dialog', { name: 'Video congratulation offer' })
  await expect(offer).toContainText(wish)
  await offer.getByRole('button', { name: 'Accept' }).click()
  const record = artistPage.getByRole('dialog', { name: 'Record video congratulation' })
  await expect(record.getByRole('button', { name: 'Send' })).toBeDisabled()
  await record.getByLabel('Video file').setInputFiles({ name: 'greeting.mp4', mimeType: 'video/mp4', buffer: mp4() })
  await record.getByRole('button', { name: 'Send' }).click()
  await expect(record.getByText(`We are happy for ${fan.nickName}. Video congratulation was be sended`)).toBeVisible()
  await record.getByRole('button', { name: 'Done' }).click()
  await expect(incoming).toContainText('Sent')

  await artistPage.getByRole('link', { name: 'Earnings' }).click()
  await expect(artistPage.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible()
  const received = artistPage.getByRole('region', { name: 'Payments received' })
  await expect(received.getByRole('listitem').first()).toContainText('Video congratulation')
  await expect(received.getByRole('listitem').first()).toContainText('released')
  const { available } = await balanceOf(request, await tokenOf(request, artist.email, demoPassword))
  await expect(artistPage.getByTestId('balance-available')).toContainText(
    `₴${available.amount.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
  )
  await artistContext.close()

  await page.reload()
  await expect(mine).toContainText('Done!')
  await mine.getByRole('button', { name: 'View' }).click()
  const view = page.getByRole('dialog', { name: `Order with ${artist.nickName}` })
  const download = view.getByRole('link', { name: 'Download video' })
  const href = await download.getAttribute('href')
  const video = await request.get(href!)
  expect(video.status()).toBe(200)
  expect(video.headers()['content-type']).toBe('video/mp4')
  expect((await video.body()).subarray(4, 8).toString()).toBe('ftyp')
})

test('a moderator pays out the demo withdrawal in the console; the artist’s withdrawals list says PAID', async ({
  page,
  request,
}) => {
  await consoleSignIn(page, 'moderator@kobza.local')
  await page.getByRole('menuitem', { name: 'Withdrawals' }).click()
  const row = page.getByRole('row').filter({ hasText: artist.nickName }).filter({ hasText: 'REQUESTED' })
  await row.first().click()
  await page.getByRole('button', { name: 'Mark as paid' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The withdrawal is marked as paid')).toBeVisible()
  await expect(page.getByText('PAID', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0)

  const bearer = await tokenOf(request, artist.email, demoPassword)
  const withdrawals = await request.get('/api/v1/payments/withdrawals', { headers: { authorization: bearer } })
  expect(((await withdrawals.json()) as { elements: { status: string }[] }).elements[0]!.status).toBe('PAID')
})
