import { expect, test } from '@playwright/test'
import { webSignIn } from './support.ts'

/* At 375 px the chat list and the conversation alternate, with a back control (spec 000 §2). */

test('on a phone the list and the conversation alternate', async ({ page }, testInfo) => {
  await webSignIn(page, 'fan@kobza.local')
  await page.goto('/chat')
  const list = page.getByTestId('chat-list')
  await expect(list.getByTestId('chat-list-item').first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('chat-list-375.png') })

  await list.getByTestId('chat-list-item').filter({ hasText: 'квитки' }).click()
  await expect(list).toHaveCount(0)
  await expect(page.getByTestId('chat-message').last()).toContainText('квитки')
  await expect(page.getByRole('img', { name: /Picture from/ })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('chat-conversation-375.png') })

  await page.getByTestId('chat-back').click()
  await expect(page.getByTestId('chat-list')).toBeVisible()
})
