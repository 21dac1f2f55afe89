import { expect, test } from '@playwright/test'
import { appStarted } from '../support/common.ts'
import { composePost, playFirstSong, premiumUntilSubscribed, signedInPage } from '../support/feed.ts'

/* The home feed at desktop size: publish with a cover and a poll, then a fan acts on it. */

test('an artist publishes a post with a cover and a poll; a fan votes, likes, comments and replies', async ({
  browser,
}) => {
  test.slow()
  const text = `Новий допис ${Date.now()}`
  const artist = await signedInPage(browser, 'artist@kobza.local')
  const composer = artist.getByRole('form', { name: 'New post' })
  await composePost(artist, composer, text, 'Де грати?')
  // The new post lands on top of the feed, with its thumbnail.
  const first = artist.getByRole('article').first()
  await expect(first).toContainText(text)
  await expect(first.getByRole('button', { name: 'Open the image in full size' })).toBeVisible()
  await expect(composer.getByRole('textbox', { name: 'Text of the post' })).toHaveValue('')

  const fan = await signedInPage(browser, 'fan@kobza.local')
  const post = fan.getByRole('article').filter({ hasText: text })
  await expect(post).toBeVisible()
  // The full-size image opens in a popup.
  await post.getByRole('button', { name: 'Open the image in full size' }).click()
  const image = fan.getByRole('dialog', { name: 'Image' })
  await expect(image.getByRole('img', { name: 'Image of the post' })).toBeVisible()
  await image.getByRole('button', { name: 'Close' }).click()

  await expect(post.getByRole('button', { name: 'Vote' })).toBeDisabled()
  await post.getByRole('radio', { name: 'Львів' }).check()
  await post.getByRole('button', { name: 'Vote' }).click()
  await expect(post.getByText('100%')).toBeVisible()
  await expect(post.getByText('1 vote', { exact: true })).toBeVisible()

  await post.getByRole('button', { name: 'Like · 0 likes' }).click()
  await expect(post.getByRole('button', { name: 'Remove like · 1 like' })).toBeVisible()

  await post.getByRole('button', { name: 'Comments · 0 comments' }).click()
  const comments = post.getByRole('region', { name: 'Comments' })
  await comments.getByRole('textbox', { name: 'Your comment' }).fill('Чекаю у Львові!')
  await comments.getByRole('button', { name: 'Send' }).click()
  await expect(comments.getByText('Чекаю у Львові!')).toBeVisible()
  await expect(post.getByRole('button', { name: 'Comments · 1 comment' })).toBeVisible()
  await comments.getByRole('button', { name: 'Reply' }).click()
  await comments.getByRole('textbox', { name: /Your reply to/ }).fill('І я!')
  await comments.getByRole('button', { name: 'Send' }).last().click()
  await expect(comments.getByText('І я!')).toBeVisible()
  await expect(comments.getByRole('textbox', { name: /Your reply to/ })).toHaveCount(0)

  // The like and the vote are the server's, not only the page's.
  await fan.reload()
  const reloaded = fan.getByRole('article').filter({ hasText: text })
  await expect(reloaded.getByRole('button', { name: 'Remove like · 1 like' })).toBeVisible()
  await expect(reloaded.getByText('100%')).toBeVisible()
  await artist.context().close()
  await fan.context().close()
})

test('a guest who likes, votes or comments gets the sign-in popup', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  const post = page.getByRole('article').first()
  await post.getByRole('button', { name: /^Like/ }).click()
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt).toContainText('Sign in or create account to view content')
  await prompt.getByRole('button', { name: 'Close' }).click()
  await post.getByRole('button', { name: /^Comments/ }).click()
  await post.getByRole('textbox', { name: 'Your comment' }).fill('Привіт')
  await post.getByRole('button', { name: 'Send' }).click()
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(prompt).toHaveCount(0)
})

test('a song post plays through the player bar', async ({ page }) => {
  await page.goto('/')
  const { name, bar } = await playFirstSong(page)
  await expect(bar).toContainText(name)
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible()
  // The audio really runs: its clock moves.
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)).toBeGreaterThan(0.2)
  await bar.getByRole('button', { name: 'Pause' }).click()
  await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Play ${name}` }).first()).toBeVisible()
})

test('the premium tab shows the subscribed artist to the demo fan and the spec text to a guest', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Premium subscription' }).click()
  await expect(
    page.getByText("You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content")
  ).toBeVisible()
  const fan = await signedInPage(browser, 'fan@kobza.local')
  await fan.getByRole('tab', { name: 'Premium subscription' }).click()
  await expect(fan.getByRole('article').first().getByText('Premium post')).toBeVisible()
  await fan.context().close()
})

test("a fresh premium post stays out of a fan's sight until they subscribe, then shows on the wall and Home", async ({
  browser,
  page,
  request,
}) => {
  test.slow()
  await premiumUntilSubscribed(browser, page, request, { email: 'artist@kobza.local', nickName: 'oksana_verbytska' })
})
