import { expect, test } from '@playwright/test'
import { webSignIn } from '../support/common.ts'

/*
 * Work a person hands over is confirmed, and they are shown where it went (issue 32): an artist
 * publishing a premium post from Home's Recommendations tab, and from the wall's add-post popup.
 */

test('a premium post published on Recommendations is confirmed and its tab opens', async ({ page }) => {
  await webSignIn(page, 'artist@kobza.local')
  await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true')
  const composer = page.getByRole('form', { name: 'New post' })
  const text = `Лише для підписників ${Date.now()}`
  await composer.getByRole('textbox', { name: 'Text of the post' }).fill(text)
  await composer.getByLabel('Who sees the post').selectOption({ label: 'Subscribers only (premium)' })
  await composer.getByRole('button', { name: 'Publish' }).click()
  await expect(
    page.getByText('Premium post published: it is under Premium subscription, for your subscribers')
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Premium subscription' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible()
})

test('the wall opens the tab of a post published from its add-post popup', async ({ page }) => {
  await webSignIn(page, 'artist@kobza.local')
  await page.goto('/profile/oksana_verbytska')
  const wall = page.getByRole('region', { name: 'Posts' })
  await wall.getByRole('button', { name: 'Add post' }).click()
  const popup = page.getByRole('dialog', { name: 'New post' })
  const text = `Для підписників зі стіни ${Date.now()}`
  await popup.getByRole('textbox', { name: 'Text of the post' }).fill(text)
  await popup.getByLabel('Who sees the post').selectOption({ label: 'Subscribers only (premium)' })
  await popup.getByRole('button', { name: 'Publish' }).click()
  await expect(popup).toHaveCount(0)
  await expect(page.getByText(/^Premium post published/)).toBeVisible()
  await expect(wall.getByRole('tab', { name: 'Premium subscription' })).toHaveAttribute('aria-selected', 'true')
  await expect(wall.getByRole('article').filter({ hasText: text })).toBeVisible()
})
