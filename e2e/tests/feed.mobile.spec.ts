import { expect, test } from '@playwright/test'
import { appStarted } from '../support/common.ts'
import { composePost, premiumUntilSubscribed, signedInPage } from '../support/feed.ts'

/* The feed on a phone (375 px): the bottom bar's add-post popup, then a fan acts on the post. */

const phone = { width: 375, height: 812 }

test('on a phone an artist publishes from the add-post popup; a fan votes, likes, comments and replies', async ({
  browser,
}) => {
  test.slow()
  const text = `З телефона ${Date.now()}`
  const artist = await signedInPage(browser, 'artist2@kobza.local', phone)
  await artist.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Add post' }).click()
  const popup = artist.getByRole('dialog', { name: 'New post' })
  await composePost(artist, popup, text, 'Куди далі?')
  await expect(popup).toHaveCount(0)
  await expect(artist.getByRole('article').first()).toContainText(text)

  const fan = await signedInPage(browser, 'fan2@kobza.local', phone)
  const post = fan.getByRole('article').filter({ hasText: text })
  await post.getByRole('radio', { name: 'Київ' }).check()
  await post.getByRole('button', { name: 'Vote' }).click()
  await expect(post.getByText('100%')).toBeVisible()
  await post.getByRole('button', { name: 'Like · 0 likes' }).click()
  await expect(post.getByRole('button', { name: 'Remove like · 1 like' })).toBeVisible()
  await post.getByRole('button', { name: 'Comments · 0 comments' }).click()
  await post.getByRole('textbox', { name: 'Your comment' }).fill('Супер!')
  await post.getByRole('button', { name: 'Send' }).click()
  await expect(post.getByText('Супер!')).toBeVisible()
  await expect(post.getByRole('button', { name: 'Comments · 1 comment' })).toBeVisible()
  // A reply: sending it opens the comment's replies and closes the reply box.
  const comments = post.getByRole('region', { name: 'Comments' })
  await comments.getByRole('button', { name: 'Reply' }).click()
  const replyBox = comments.getByRole('textbox', { name: 'Your reply to Андрій Мельник' })
  await replyBox.fill('І я так думаю')
  await comments.getByRole('button', { name: 'Send' }).last().click()
  await expect(comments.getByText('І я так думаю')).toBeVisible()
  await expect(replyBox).toHaveCount(0)
  await expect(comments.getByRole('button', { name: 'Hide replies' })).toHaveAttribute('aria-expanded', 'true')
  // The reply is the server's: after a reload it waits behind 'Show 1 reply'.
  await fan.reload()
  const again = fan.getByRole('article').filter({ hasText: text })
  await again.getByRole('button', { name: 'Comments · 2 comments' }).click()
  await again.getByRole('button', { name: 'Show 1 reply' }).click()
  await expect(again.getByText('І я так думаю')).toBeVisible()
  await artist.context().close()
  await fan.context().close()
})

test('on a phone a guest sees Sign in on Home and gets the popup on like; a song plays in the bar', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await appStarted(page)
  await page.getByRole('article').first().getByRole('button', { name: /^Like/ }).click()
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Close' }).click()
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  const bar = page.getByRole('region', { name: 'Player' })
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible()
  // The bar sits above the bottom bar, not under it.
  const barBox = await bar.boundingBox()
  const navBox = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox()
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1)
})

test("on a phone a fresh premium post stays out of a fan's sight until they subscribe", async ({
  browser,
  page,
  request,
}) => {
  test.slow()
  await premiumUntilSubscribed(browser, page, request, { email: 'artist2@kobza.local', nickName: 'hurt_polyn' }, phone)
})
