import { expect, test } from '@playwright/test'
import { webSignIn } from '../support/common.ts'

/* At 375 px the chat list and the conversation alternate, with a back control (spec 000 §2). */

test('on a phone the list and the conversation alternate', async ({ page }, testInfo) => {
  // Гурт Полинь's conversation with Андрій Мельник (the demo's), which holds his fan art.
  await webSignIn(page, 'artist2@kobza.local')
  await page.goto('/chat')
  const list = page.getByTestId('chat-list')
  await expect(list.getByTestId('chat-list-item').first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('chat-list-375.png') })

  await list.getByTestId('chat-list-item').filter({ hasText: 'Андрій Мельник' }).click()
  await expect(list).toHaveCount(0)
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Звісно, буду радий!' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Picture from Андрій Мельник' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('chat-conversation-375.png') })

  await page.getByTestId('chat-back').click()
  await expect(page.getByTestId('chat-list')).toBeVisible()
})
