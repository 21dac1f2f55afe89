import { expect, test } from '@playwright/test'
import { consoleSignIn, webSignIn } from '../support/common.ts'

/*
 * A participant reports a chat message; a moderator finds it in the console's Reports and hides
 * it, after which neither participant sees it.
 */
test('a reported chat message is hidden by a moderator from the console', async ({ page, browser }) => {
  // Соломія Ткачук and Тарас Кобзаренко's demo conversation.
  await webSignIn(page, 'fan3@kobza.local')
  await page.goto('/chat')
  await page.getByTestId('chat-list-item').filter({ hasText: 'Тарас Кобзаренко' }).click()
  const reported = page.getByTestId('chat-message').filter({ hasText: 'Дякую за підписку!' })
  await reported.hover()
  await reported.getByRole('button', { name: 'Report this message' }).click()
  const popup = page.getByRole('dialog', { name: 'Report a message' })
  await popup.getByRole('textbox').fill('Spam in my messages')
  await popup.getByRole('button', { name: 'Report', exact: true }).click()
  await expect(popup.getByText('Thank you. Moderators will look at it.')).toBeVisible()
  await popup.getByRole('button', { name: 'Close', exact: true }).first().click()

  const moderatorPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await consoleSignIn(moderatorPage, 'moderator@kobza.local')
  await moderatorPage.getByRole('menuitem', { name: 'Reports' }).click()
  const row = moderatorPage.getByRole('row').filter({ hasText: 'Spam in my messages' })
  await expect(row).toContainText('Дякую за підписку!')
  await row.click()
  await moderatorPage.getByRole('button', { name: 'Hide content' }).click()
  // The decision asks first, with the moderator's reason.
  const confirm = moderatorPage.getByRole('dialog', { name: 'Hide the content?' })
  await confirm.getByRole('textbox').fill('Спам у чаті')
  await confirm.getByRole('button', { name: 'Hide content' }).click()
  await expect(moderatorPage.getByText('The content is hidden')).toBeVisible()
  await moderatorPage.context().close()

  await page.reload()
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Карпати' })).toBeVisible()
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Дякую за підписку!' })).toHaveCount(0)
})
