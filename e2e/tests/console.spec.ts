import { expect, test } from '@playwright/test'
import { consoleSignIn, createAccount } from '../support/common.ts'

/* The admin console end to end at desktop size: sign-in page, users list, language, authorities. */

test.describe('console', () => {
  test("the sign-in page uses Kobza's look with Email and Password equally wide", async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
    // Compare the input frames: the password's reveal button sits inside its frame.
    const frameOf = (name: string) =>
      page.locator('.MuiInputBase-root').filter({ has: page.locator(`input[name="${name}"]`) })
    const [emailFrame, passwordFrame] = [
      await frameOf('username').boundingBox(),
      await frameOf('password').boundingBox(),
    ]
    expect(emailFrame!.width).toBeGreaterThan(300)
    expect(Math.abs(emailFrame!.width - passwordFrame!.width)).toBeLessThan(1)
    expect(Math.abs(emailFrame!.x - passwordFrame!.x)).toBeLessThan(1)
    const background = await page
      .locator('main')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundImage)
    expect(background).toBe('none')
  })

  test("an admin sees an artist's ARTIST chip and the account's status in the users list", async ({
    page,
    request,
  }) => {
    const artist = await createAccount(request, { prefix: 'console-artist', artist: true })
    await consoleSignIn(page, 'admin@kobza.local')
    await page.getByRole('menuitem', { name: 'Users' }).click()
    await page.getByPlaceholder('Email, name or nickname').fill(artist.email)
    const row = page.getByRole('row').filter({ hasText: artist.email })
    await expect(row).toHaveCount(1)
    await expect(row.locator('.MuiChip-root', { hasText: 'Artist' })).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByText(artist.publicName)).toBeVisible()
  })

  test('switches to Ukrainian, remembers it across a reload, and back to English', async ({ page }) => {
    await consoleSignIn(page, 'admin@kobza.local')
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible()
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('menuitem', { name: 'Українська' }).click()
    await expect(page.getByRole('menuitem', { name: 'Користувачі' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Жанри' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('menuitem', { name: 'Користувачі' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Користувачі' }).click()
    await expect(page.getByRole('columnheader', { name: 'Повноваження' })).toBeVisible()

    await page.getByRole('button', { name: 'Українська' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByRole('columnheader', { name: 'Authorities' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible()
  })

  test('a judge is let in to the Hall of Fame reviews only', async ({ page }) => {
    await consoleSignIn(page, 'judge@kobza.local')
    await expect(page.getByRole('menuitem', { name: 'Hall of Fame reviews' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Hall of Fame settings' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0)
  })
})
