import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { demoPassword, webSignIn } from '../support/common.ts'

/*
 * Chat end to end at desktop size: a subscribed fan and the artist exchange text and a picture,
 * once over the live stream and once with the stream unavailable (the spec's 500 ms polling);
 * a fan without a subscription sees the subscribe prompt instead of the input.
 */

/** A 40×30 PNG, enough for the server to decode and re-encode. */
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 87, b: 183 } } })
    .png()
    .toBuffer()

async function uuidOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/login', { data: { username: email, password: demoPassword } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { uuid: string }).uuid
}

async function signedInPage(browser: Browser, email: string, blockStream: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  // "Stream unavailable": every transmit request fails, as behind a proxy that drops SSE.
  if (blockStream) await context.route('**/__transmit/**', (route) => route.abort())
  const page = await context.newPage()
  await webSignIn(page, email)
  return page
}

const messages = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-message')

async function exchange(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  fanEmail: string,
  artistEmail: string,
  live: boolean
) {
  const artistUuid = await uuidOf(request, artistEmail)
  const fan = await signedInPage(browser, fanEmail, !live)
  const artist = await signedInPage(browser, artistEmail, !live)
  const mode = live ? 'Live' : 'Updating'
  const stamp = Date.now().toString(36)

  // The fan opens the conversation from the artist's uuid (what the profile's Message button links to).
  await fan.goto(`/chat?with=${artistUuid}`)
  await expect(fan.getByTestId('chat-mode')).toHaveText(mode)
  const input = fan.getByRole('textbox', { name: 'Message' })
  await input.fill(`Hello from the fan ${stamp}`)
  await input.press('Enter')
  const own = messages(fan).filter({ hasText: `Hello from the fan ${stamp}` })
  await expect(own).toHaveAttribute('data-own', 'true')
  await expect(own.locator('time')).toHaveText(/^\d\d:\d\d$/)

  // The artist's list shows it, unread; opening it shows the message on the left.
  await artist.goto('/chat')
  await expect(artist.getByTestId('chat-mode')).toHaveCount(0)
  const item = artist.getByTestId('chat-list-item').filter({ hasText: `Hello from the fan ${stamp}` })
  await expect(item.getByTestId('unread-badge')).toBeVisible()
  await item.click()
  await expect(artist.getByTestId('chat-mode')).toHaveText(mode)
  await expect(messages(artist).filter({ hasText: `Hello from the fan ${stamp}` })).toHaveAttribute('data-own', 'false')
  await expect(item.getByTestId('unread-badge')).toHaveCount(0)

  // The artist answers; the fan's open conversation shows it without a reload.
  await artist.getByRole('textbox', { name: 'Message' }).fill(`Thanks, ${stamp}!`)
  await artist.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(messages(fan).filter({ hasText: `Thanks, ${stamp}!` })).toHaveAttribute('data-own', 'false')

  // A picture goes through the preview popup, then reaches the artist.
  await fan.getByTestId('chat-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() })
  const popup = fan.getByRole('dialog', { name: 'Send this picture?' })
  await expect(popup.getByRole('img')).toBeVisible()
  await popup.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(popup).toBeHidden()
  const picture = messages(artist).last().getByRole('img')
  await expect(picture).toHaveAttribute('src', /\/api\/v1\/media\/private\/.+\?expires=\d+&signature=/)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40)
  await fan.screenshot({ path: testInfo.outputPath('chat-fan-1280.png') })
  await artist.screenshot({ path: testInfo.outputPath('chat-artist-1280.png') })

  await fan.context().close()
  await artist.context().close()
}

test('a subscribed fan and the artist exchange text and a picture live over the stream', async ({
  browser,
  request,
}, testInfo) => {
  // fan3 subscribes to every demo artist; Гурт Полинь and she have no demo conversation yet.
  await exchange(browser, request, testInfo, 'fan3@kobza.local', 'artist2@kobza.local', true)
})

test('with the stream unavailable the conversation falls back to 500 ms polling', async ({
  browser,
  request,
}, testInfo) => {
  await exchange(browser, request, testInfo, 'fan@kobza.local', 'artist@kobza.local', false)
})

test('a fan without a subscription sees the subscribe prompt instead of the input', async ({ page, request }) => {
  const artistUuid = await uuidOf(request, 'artist@kobza.local')
  // fan2 donates to Оксана Вербицька but does not subscribe to her.
  await webSignIn(page, 'fan2@kobza.local')
  await page.goto(`/chat?with=${artistUuid}`)
  const prompt = page.getByTestId('chat-subscribe-prompt')
  await expect(prompt).toContainText('To chat with an artist you must be subscribed to him')
  await expect(prompt.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /^\/profile\//)
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
})
