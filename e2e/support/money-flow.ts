import { greetingWebm } from '@kobza/testkit'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { demoPassword, signedInNewFan, type TestAccount, webSignIn } from './common.ts'
import { artist, balanceOf, checkout, openArtistPage, tokenOf } from './money.ts'

/*
 * The money flows end to end, shared by money.spec.ts (1280 px) and money.mobile.spec.ts
 * (375 px): a new fan subscribes through the sandbox checkout and reads the artist's premium
 * post; a fan orders a video greeting, the artist records and sends it and sees the Earnings
 * page, the fan watches and downloads it. The artist is the demo's Оксана Вербицька
 * (subscription ₴50, greeting ₴300).
 */

/** One of the demo artist's premium posts (the feed's demo). */
export const premiumDemoPost = 'Особистий лист підписникам: про що буде новий альбом.'

/** A real 4 s VP8/Opus WebM (the demo's delivered greeting): the fan's player must play it. */
const greetingVideo = greetingWebm()

/** The artist's wall with its Premium subscription tab open. */
export async function openPremiumTab(page: Page) {
  await page.goto(`/profile/${artist.nickName}`)
  const wall = page.getByRole('region', { name: 'Posts' })
  await wall.getByRole('tab', { name: 'Premium subscription' }).click()
  return wall
}

/** The premium post, seen in the artist's premium tab. */
export async function expectPremiumPostVisible(page: Page) {
  const post = (await openPremiumTab(page)).getByRole('article').filter({ hasText: premiumDemoPost })
  await expect(post).toBeVisible()
  await expect(post.getByText('Premium post')).toBeVisible()
}

/** A new fan finds the premium tab locked, subscribes through the checkout, and reads the premium post. */
export async function subscribeAndReadPremium(page: Page, request: APIRequestContext): Promise<TestAccount> {
  const fan = await signedInNewFan(page, request, 'subscriber')
  const locked = await openPremiumTab(page)
  await expect(
    locked.getByText('In order to enable the premium subscription feature you need to subscribe to the artist')
  ).toBeVisible()
  await expect(page.getByText(premiumDemoPost)).toHaveCount(0)

  await openArtistPage(page)
  await page.getByRole('button', { name: 'Subscribe for ₴50.00' }).click()
  await checkout(page, 'pay', '50.00')
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
  await expectPremiumPostVisible(page)
  return fan
}

/** The signed-in fan orders a greeting through the popup (its inline error first) and pays; returns the wish. */
export async function orderGreeting(page: Page): Promise<string> {
  const wish = `Привітайте Олену з днем народження! ${Date.now()}`
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
  return wish
}

/**
 * The artist, in a browser context of their own (the project's size), accepts the order, sends
 * the video, and finds the released price on the Earnings page.
 */
export async function artistSendsGreeting(
  browser: Browser,
  request: APIRequestContext,
  wish: string,
  fanNickName: string
) {
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
  await record
    .getByLabel('Video file')
    .setInputFiles({ name: 'greeting.webm', mimeType: 'video/webm', buffer: greetingVideo })
  await record.getByRole('button', { name: 'Send' }).click()
  await expect(record.getByText(`We are happy for ${fanNickName}. Video congratulation was be sended`)).toBeVisible()
  await record.getByRole('button', { name: 'Done' }).click()
  await expect(incoming).toContainText('Video sent')

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
}

/**
 * The fan's delivered order: once its transcoding is READY, the popup's player plays the MP4
 * (H.264/AAC, made from the WebM the artist sent) with its poster, and the download serves it.
 */
export async function fanWatchesAndDownloads(
  page: Page,
  request: APIRequestContext,
  wish: string,
  fan: Pick<TestAccount, 'email' | 'password'>
) {
  await page.goto('/video')
  const mine = page.getByTestId('video-order').filter({ hasText: wish })
  await expect(mine).toContainText('Done!')
  // The transcoding job runs in the server's worker: wait for it, as the fan's next visit would.
  const bearer = await tokenOf(request, fan.email, fan.password)
  await expect
    .poll(
      async () => {
        const orders = await request.get('/api/v1/video-congratulations?isArtistFlow=false', {
          headers: { authorization: bearer },
        })
        const order = ((await orders.json()) as { fanDesire: string; videoStatus: string | null }[]).find(
          (one) => one.fanDesire === wish
        )
        return order?.videoStatus
      },
      { timeout: 60_000 }
    )
    .toBe('READY')
  await page.reload()
  await page.getByTestId('video-order').filter({ hasText: wish }).getByRole('button', { name: 'View' }).click()
  const view = page.getByRole('dialog', { name: `Order with ${artist.name}` })
  const player = view.locator('video')
  await expect(player).toBeVisible()
  await expect(player).toHaveAttribute('poster', /-poster\.jpg\?/)
  const played = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true
    await video.play()
    // Played, not just started: its clock passes 0.3 s (on a loaded machine that may take a while).
    const deadline = performance.now() + 15_000
    while (video.currentTime <= 0.3 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    return { width: video.videoWidth, time: video.currentTime }
  })
  expect(played.width).toBe(640)
  expect(played.time).toBeGreaterThan(0.3)

  const href = await view.getByRole('link', { name: 'Download video' }).getAttribute('href')
  expect(href).toMatch(/-high\.mp4\?/)
  const video = await request.get(href!)
  expect(video.status()).toBe(200)
  expect(video.headers()['content-type']).toBe('video/mp4')
  const bytes = await video.body()
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  expect(bytes.length).toBeGreaterThan(10_000)
}
