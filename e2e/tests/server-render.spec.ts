import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test'
import { signedInPage } from '../support/feed.ts'

/*
 * Public pages arrive rendered (issue 35): `/` carries the public feed's posts in its HTML, so
 * they show without JavaScript, and with it the app hydrates that markup without a mismatch
 * and without asking the API for the page it was rendered from.
 */

/** The first public post's text, as the API answers a guest. */
async function firstPublicPostText(request: APIRequestContext): Promise<string> {
  const clock = (await (await request.get('/api/v1/getServerTime')).json()) as { epochSeconds: number }
  const page = await request.get('/api/v1/contents', {
    params: { page: '0', postType: 'PUBLIC', initialTimeStamp: String(clock.epochSeconds) },
  })
  const body = (await page.json()) as { elements: Array<{ contents: Array<{ type: string; context?: string }> }> }
  const text = body.elements
    .flatMap((post) => post.contents)
    .find((content) => content.type === 'MESSAGE' && content.context)?.context
  if (!text) throw new Error('the demo data has no public post with text')
  // The first line: what a card shows without cutting it.
  return text.split('\n')[0]!.trim()
}

test('without JavaScript, `/` shows the public posts', async ({ browser, request }) => {
  const text = await firstPublicPostText(request)
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible()
  await context.close()
})

test('with JavaScript, `/` hydrates without a mismatch and without asking for the feed again', async ({
  page,
  request,
}) => {
  const text = await firstPublicPostText(request)
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const feedRequests: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/contents') feedRequests.push(sent.url())
  })
  await page.goto('/')
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible()
  // Hydrated: the app answers a click (a link navigates without loading a page).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Hall of Fame' }).first().click()
  await expect(page).toHaveURL(/\/hall-of-fame$/)
  expect(problems).toEqual([])
  expect(feedRequests).toEqual([])
})

/** Loads `/` with the app's own scripts held back: what the HTML and its gate script show alone. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/')
}

test('signed in, the signed-out render never shows: the gate empties it before the app runs', async ({
  browser,
  request,
}) => {
  const text = await firstPublicPostText(request)
  const guest = await browser.newPage()
  await withoutTheApp(guest)
  await expect(guest.getByRole('article').filter({ hasText: text }).first()).toBeVisible()
  await guest.close()

  // Without the service worker, which would serve the held-back scripts from its cache (a page's
  // routes do not see a worker's requests).
  const fan = await signedInPage(browser, 'fan@kobza.local', undefined, { serviceWorkers: 'block' })
  await withoutTheApp(fan)
  // The stored session is seen before the first paint: #root is empty, the render is gone.
  await expect(fan.locator('#root')).toBeEmpty()
  await expect(fan.locator('#root[data-ssr]')).toHaveCount(0)
  await fan.unroute(/\/assets\/.*\.js$/)
  // With its scripts the app renders for the signed-in reader, as without a server render.
  await fan.goto('/')
  await expect(fan.getByRole('article').first()).toBeVisible()
})

/** The first active offer's song, as the API answers a guest. */
async function firstOfferSong(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/secondary-market/offers', {
    params: { page: '0', size: '9', filter_status: 'ACTIVE' },
  })
  const body = (await answer.json()) as { elements: Array<{ auction: { song: { songName: string } } }> }
  const name = body.elements[0]?.auction.song.songName
  if (!name) throw new Error('the demo data has no active secondary offer')
  return name
}

test('without JavaScript, `/secondary-sale` shows the offers and a legal page its text', async ({
  browser,
  request,
}) => {
  const song = await firstOfferSong(request)
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/secondary-sale')
  await expect(page.getByRole('heading', { level: 1, name: 'Secondary Market' })).toBeVisible()
  await expect(page.getByText(song).first()).toBeVisible()
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await context.close()
})

test('with JavaScript, `/secondary-sale` and the privacy policy hydrate without a mismatch or a refetch', async ({
  page,
  request,
}) => {
  const song = await firstOfferSong(request)
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const offerRequests: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/secondary-market/offers') offerRequests.push(sent.url())
  })
  await page.goto('/secondary-sale')
  await expect(page.getByText(song).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1)
  // Hydrated: the tabs answer a click (the sold offers are asked for then, not before).
  await page.getByRole('tab', { name: 'Sold' }).click()
  await expect(page).toHaveURL(/contentTab=SOLD/)
  expect(offerRequests.filter((url) => url.includes('filter_status=ACTIVE'))).toEqual([])

  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Terms and conditions' }).last().click()
  await expect(page).toHaveURL(/\/terms-and-conditions$/)
  expect(problems).toEqual([])
})

/*
 * A profile is for members (the spec sends a guest to sign in), yet its page arrives with the
 * profile's head rendered: a visitor without JavaScript (a link preview, a crawler) reads whose it
 * is and why the rest asks to sign in; someone signed in sees the head while the app starts,
 * never the guest's notice, and then their own view in its place.
 */
const demoArtist = { nickName: 'hurt_polyn', publicName: 'Гурт Полинь' }
const guestNotice = `${demoArtist.publicName}’s posts, songs and events are open to members.`

test('without JavaScript, a profile shows its head and why the rest asks to sign in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  const page = await context.newPage()
  const answer = await page.goto(`/profile/${demoArtist.nickName}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: demoArtist.publicName })).toBeVisible()
  await expect(page.getByText(guestNotice)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in')
  await context.close()
})

test('signed in, a profile’s preview shows its head without the guest’s notice, then the app’s view', async ({
  browser,
}) => {
  const fan = await signedInPage(browser, 'fan@kobza.local', undefined, { serviceWorkers: 'block', locale: 'en-US' })
  const problems: string[] = []
  fan.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  fan.on('pageerror', (error) => problems.push(error.message))
  await fan.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await fan.goto(`/profile/${demoArtist.nickName}`)
  await expect(fan.getByRole('heading', { level: 2, name: demoArtist.publicName })).toBeVisible()
  await expect(fan.getByText(guestNotice)).toBeHidden()
  await expect(fan.getByRole('link', { name: 'Sign In' })).toBeHidden()
  await fan.unroute(/\/assets\/.*\.js$/)
  problems.length = 0
  await fan.goto(`/profile/${demoArtist.nickName}`)
  await expect(fan.getByTestId('message-button')).toBeVisible()
  await expect(fan.getByRole('heading', { level: 2, name: demoArtist.publicName })).toHaveCount(1)
  await expect(fan.getByText(guestNotice)).toHaveCount(0)
  expect(fan.url()).toMatch(new RegExp(`/profile/${demoArtist.nickName}$`))
  expect(problems).toEqual([])
})

test('a guest with JavaScript is sent from a profile to sign in, which names it', async ({ page }) => {
  await page.goto(`/profile/${demoArtist.nickName}`)
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByText(`The profile of @${demoArtist.nickName} is open to members`)).toBeVisible()
})
