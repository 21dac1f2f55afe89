import { gradientPng } from '@kobza/testkit'
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { demoPassword, signedInNewFan, webSignIn } from './common.ts'

/** A signed-in page of its own (a separate browser context), so two people can act side by side. */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
  options: BrowserContextOptions = {}
) {
  const context = await browser.newContext({ ...(viewport ? { viewport } : {}), ...options })
  const page = await context.newPage()
  await page.goto('/sign-in')
  await webSignIn(page, email, demoPassword)
  return page
}

/** Fills the composer (inline or in the popup) with text, a cover and a poll, and publishes. */
export async function composePost(
  page: Page,
  composer: ReturnType<Page['getByRole']>,
  text: string,
  pollTitle: string
) {
  await composer.getByRole('textbox', { name: 'Text of the post' }).fill(text)
  await composer.getByRole('button', { name: 'Attach an image' }).click()
  await composer.getByLabel('Image (PNG or JPEG)').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: gradientPng(600, 450), // a real picture: the server decodes and re-encodes it
  })
  // The crop step (spec 000 §4: the cover is cropped at 1.5 before it is attached).
  await page.getByRole('dialog', { name: 'Crop the cover (3:2)' }).getByRole('button', { name: 'Apply' }).click()
  await expect(composer.getByRole('img', { name: 'Preview of the cropped image' })).toBeAttached()
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  await composer.getByRole('button', { name: 'Attach a poll' }).click()
  await composer.getByRole('textbox', { name: 'Question' }).fill(pollTitle)
  await composer.getByRole('textbox', { name: 'Option 1' }).fill('Київ')
  // Attach is refused under 2 options, with the spec's message.
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(composer.getByText('Should be at least 2 options')).toBeVisible()
  await composer.getByRole('button', { name: 'Add option' }).click()
  await composer.getByRole('textbox', { name: 'Option 2' }).fill('Львів')
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  // Two attachments: every attach icon is disabled.
  await expect(composer.getByRole('button', { name: 'Attach a song' })).toBeDisabled()
  await composer.getByRole('button', { name: 'Publish' }).click()
}

/**
 * A premium post is invisible to a fan until a subscription exists: the artist publishes a fresh
 * premium post from the wall's add-post popup; a new fan sees only the spec's premium texts on
 * Home and on the artist's wall, subscribes through the sandbox checkout, and then reads the post
 * in both places. The fan is `page` (the project's own device); the artist gets a context of
 * their own at `viewport`.
 */
export async function premiumUntilSubscribed(
  browser: Browser,
  page: Page,
  request: APIRequestContext,
  author: { email: string; nickName: string },
  viewport?: { width: number; height: number }
) {
  const text = `Лише для підписників ${Date.now()}`
  const artist = await signedInPage(browser, author.email, viewport)
  await artist.goto(`/profile/${author.nickName}`)
  const ownWall = artist.getByRole('region', { name: 'Posts' })
  await ownWall.getByRole('button', { name: 'Add post' }).click()
  const popup = artist.getByRole('dialog', { name: 'New post' })
  await popup.getByRole('textbox', { name: 'Text of the post' }).fill(text)
  await popup.getByLabel('Who sees the post').selectOption({ label: 'Subscribers only (premium)' })
  await popup.getByRole('button', { name: 'Publish' }).click()
  await expect(popup).toHaveCount(0)
  await ownWall.getByRole('tab', { name: 'Premium subscription' }).click()
  await expect(ownWall.getByRole('article').filter({ hasText: text })).toBeVisible()
  await artist.context().close()

  await signedInNewFan(page, request, 'premium-reader')
  const homePremium = async () => {
    await page.goto('/')
    await page.getByRole('tab', { name: 'Premium subscription' }).click()
  }
  await homePremium()
  await expect(
    page.getByText("You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content")
  ).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(0)

  await page.goto(`/profile/${author.nickName}`)
  const wall = page.getByRole('region', { name: 'Posts' })
  // Not among the public posts either: premium posts never reach a non-subscriber.
  await expect(wall.getByRole('article').first()).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(0)
  await wall.getByRole('tab', { name: 'Premium subscription' }).click()
  await expect(
    wall.getByText('In order to enable the premium subscription feature you need to subscribe to the artist')
  ).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(0)

  // The subscription comes into existence the way a fan makes one: the sandbox checkout.
  await page.getByRole('button', { name: /^Subscribe for ₴/ }).click()
  await page.waitForURL(/\/payments\/sandbox\/checkout\//)
  await page.getByRole('button', { name: /^Pay ₴/ }).click()
  await page.waitForURL((url) => url.pathname === `/profile/${author.nickName}`)
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

  await wall.getByRole('tab', { name: 'Premium subscription' }).click()
  const unlocked = wall.getByRole('article').filter({ hasText: text })
  await expect(unlocked).toBeVisible()
  await expect(unlocked.getByText('Premium post')).toBeVisible()
  await homePremium()
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible()
}

/** Plays the first song listed on the page: its name, and the player bar that should show it. */
export async function playFirstSong(page: Page) {
  const play = page.getByRole('button', { name: /^Play / }).first()
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '')
  await play.click()
  return { name, bar: page.getByRole('region', { name: 'Player' }) }
}
