import { expect, test } from '@playwright/test'
import { gradientPng, toneWav } from './media.ts'
import { createAccount, storedSession, webSignIn } from './support.ts'

/* Profiles and the catalogue at phone size (375×812): edit with a cropped cover, add a song, listen. */

test('an artist edits the profile and adds a song on a phone', async ({ page, request }) => {
  const artist = await createAccount(request, { prefix: 'phone', artist: true })
  const nickName = `m_${Date.now().toString(36)}`
  await webSignIn(page, artist.email, artist.password)
  await page.goto(`/profile/${artist.nickName}`)
  // The owner navigation bar scrolls sideways rather than overflowing the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByTestId('cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: gradientPng(600, 200),
  })
  await page.getByRole('dialog', { name: 'Crop the cover' }).getByRole('button', { name: 'Apply' }).click()
  await page.getByLabel('Nickname').fill(nickName)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(`/profile/${nickName}`)
  await expect(page.getByRole('img', { name: `Cover of ${artist.publicName}` })).toHaveAttribute(
    'src',
    /\/api\/v1\/media\/public\/.+\.png$/
  )
  expect(JSON.parse((await storedSession(page)).user!).nickName).toBe(nickName)

  await page.getByRole('button', { name: 'Add song' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload song' })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog.getByText('Song name is required')).toBeVisible()
  await dialog.getByLabel('Song name').fill('Дощ')
  await dialog.getByLabel('Genre').selectOption('INDIE')
  await dialog.getByLabel('Song file').setInputFiles({ name: 'rain.wav', mimeType: 'audio/wav', buffer: toneWav(2) })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('button', { name: 'Play Дощ' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Дощ' })).toContainText('0:02')
})

test("a fan opens a demo artist's profile on a phone and switches songs", async ({ page }) => {
  await webSignIn(page, 'fan@kobza.local')
  await page.goto('/profile/oksana_verbytska')
  await expect(page.getByRole('heading', { level: 2, name: 'Оксана Вербицька' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Artist navigation' })).toHaveCount(0)
  const plays = page.getByRole('button', { name: /^Play / })
  await plays.nth(0).click()
  await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(1)
  await page
    .getByRole('button', { name: /^Play / })
    .nth(1)
    .click()
  await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(1)
  // Show all leads to the songs page, where a visitor below 1200 px gets a back button.
  await page.getByRole('link', { name: 'Show all' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Songs' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await page.waitForURL(/\/profile\/oksana_verbytska/)
})
