import { expect, type Browser, type Page } from '@playwright/test'
import { consoleSignIn, demoPassword, webSignIn } from './common.ts'

interface Login {
  access_token: string
  uuid: string
  nickName: string
}

/**
 * A fan reports an artist's post from the web app; a moderator hides it from the console
 * dashboard's queue; the fan's feed and the author's wall no longer show it; the audit log
 * has the entry. The post is this run's own (a unique text), so parallel specs and earlier
 * runs on the shared server do not interfere.
 */
export async function reportAndHidePost(page: Page, browser: Browser, label: string) {
  const text = `Модерація e2e ${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const login = await page.request.post('/api/v1/login', {
    data: { username: 'artist2@kobza.local', password: demoPassword },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const artist = (await login.json()) as Login
  const created = await page.request.post(`/api/v1/contents/${artist.uuid}`, {
    headers: { authorization: `Bearer ${artist.access_token}` },
    data: { postType: 'PUBLIC', simplePost: { context: text } },
  })
  expect(created.status(), await created.text()).toBe(201)

  // The fan reports it from the artist's wall, with a reason from the menu.
  await webSignIn(page, 'fan2@kobza.local')
  await page.goto(`/profile/${artist.nickName}`)
  const post = page.locator('article').filter({ hasText: text })
  await expect(post).toBeVisible()
  const postId = await post.getAttribute('data-post-id')
  await post.getByRole('button', { name: 'Report' }).click()
  const popup = page.getByRole('dialog', { name: 'Report a post' })
  await popup.getByLabel('Reason').selectOption('HATE')
  await popup.getByLabel('What is wrong (optional)').fill(`Ворожнеча ${label}`)
  await popup.getByRole('button', { name: 'Send report' }).click()
  await expect(popup.getByText('Thank you. Moderators will look at it.')).toBeVisible()
  await popup.getByRole('button', { name: 'Close', exact: true }).first().click()

  // The moderator hides it straight from the dashboard's queue.
  const moderator = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await consoleSignIn(moderator, 'moderator@kobza.local')
  const queue = moderator.getByRole('list', { name: 'Open reports' })
  const item = queue.getByRole('listitem').filter({ hasText: text })
  await expect(item).toContainText(`Ворожнеча ${label}`)
  await item.getByRole('button', { name: 'Hide content' }).click()
  // Nothing happens before the moderator confirms and says why.
  const confirm = moderator.getByRole('dialog', { name: 'Hide the content?' })
  await expect(confirm.getByRole('button', { name: 'Hide content' })).toBeDisabled()
  await confirm.getByRole('textbox').fill(`Мова ворожнечі ${label}`)
  await confirm.getByRole('button', { name: 'Hide content' }).click()
  await expect(moderator.getByText('The content is hidden')).toBeVisible()
  await expect(queue.getByRole('listitem').filter({ hasText: text })).toHaveCount(0)

  // Gone from the fan's feed and from the author's wall, and by id.
  await page.goto('/')
  await expect(page.locator('article').first()).toBeVisible()
  await expect(page.locator('article').filter({ hasText: text })).toHaveCount(0)
  await page.goto(`/profile/${artist.nickName}`)
  await expect(page.locator('article').first()).toBeVisible()
  await expect(page.locator('article').filter({ hasText: text })).toHaveCount(0)
  const byId = await page.request.get(`/api/v1/contents/${artist.uuid}/${postId}`)
  expect(byId.status()).toBe(404)

  // The audit log has the moderator's decision and reason, as readable lines.
  await moderator.getByRole('menuitem', { name: 'Audit log' }).click()
  const entry = moderator.getByRole('row').filter({ hasText: new RegExp(`targetId: ${postId}(?!\\d)`) })
  await expect(entry).toContainText('report.resolved')
  await expect(entry).toContainText('Decision: HIDE')
  await expect(entry).toContainText(`Reason: Мова ворожнечі ${label}`)
  await expect(entry).toContainText('Hidden: false → true')
  await moderator.context().close()
}
