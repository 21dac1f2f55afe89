import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gradientPng, toneWav } from '@kobza/testkit'
import { createAccount, storedSession, webSignIn } from './common.ts'

/*
 * Profiles and the catalogue end to end (spec 000 §2, §4; 001 §2, §4): an artist edits the
 * profile (avatar and cover through their crop steps, a new nickname that moves the URL), uploads
 * two songs, makes a playlist and an event; a fan opens them and plays one song, then another,
 * which pauses the first. Shared by profile.spec.ts (1280 px) and profile.mobile.spec.ts (375 px).
 */

export const png = (name: string, width?: number, height?: number) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(width, height),
})

export async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear())
}

/** Nothing on the page is wider than the window (checked at phone size). */
async function fits(page: Page, width: number | undefined) {
  if (width === undefined) return
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

async function uploadSong(page: Page, name: string, seconds: number) {
  await page.getByRole('button', { name: 'Add song' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload song' })
  // The name is required before anything is sent.
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog.getByText('Song name is required')).toBeVisible()
  await dialog.getByLabel('Song name').fill(name)
  await dialog.getByLabel('Genre').selectOption('POP')
  await dialog
    .getByLabel('Song file')
    .setInputFiles({ name: `${name}.wav`, mimeType: 'audio/wav', buffer: toneWav(seconds) })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog).toBeHidden()
  // PROCESSING first: the song can be played once its transcoding job has made the renditions.
  await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible({ timeout: 20_000 })
  // The length is read from the file by the server, shown as m:ss.
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText(`0:0${seconds}`)
}

export async function runCatalogueFlow(page: Page, request: APIRequestContext, options: { width?: number } = {}) {
  const artist = await createAccount(request, { prefix: options.width ? 'phone-catalogue' : 'catalogue', artist: true })
  const fan = await createAccount(request, { prefix: options.width ? 'phone-listener' : 'listener' })
  const nickName = `e2e_${Date.now().toString(36)}`

  await webSignIn(page, artist.email, artist.password)
  await page.goto(`/profile/${artist.nickName}`)
  // The owner navigation bar scrolls sideways rather than overflowing the page.
  await expect(page.getByRole('navigation', { name: 'Artist navigation' })).toBeVisible()
  await fits(page, options.width)
  await page.getByRole('button', { name: 'Edit' }).click()

  // A new avatar goes through the crop popup (ratio 1) and shows as a preview before saving.
  await page.getByLabel('Change avatar').setInputFiles(png('me.png', 160, 100))
  const crop = page.getByRole('dialog', { name: 'Crop the avatar' })
  // Apply once the picture is drawn in the frame, as a person would.
  await expect(crop.getByTestId('crop-frame').locator('img')).toBeVisible()
  await crop.getByRole('button', { name: 'Apply' }).click()
  await expect(crop).toBeHidden()
  // So does a new cover (ratio 3).
  await page.getByLabel('Change cover').setInputFiles(png('cover.png', 600, 200))
  const coverCrop = page.getByRole('dialog', { name: 'Crop the cover' })
  await expect(coverCrop.getByTestId('crop-frame').locator('img')).toBeVisible()
  await coverCrop.getByRole('button', { name: 'Apply' }).click()
  await expect(coverCrop).toBeHidden()

  // The nickname rules answer as the user types: 21 characters is one too many.
  const nick = page.getByLabel('Nickname')
  await nick.fill('a'.repeat(21))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Maximum number of characters - 21/20').first()).toBeVisible()
  await nick.fill(nickName)
  await page.getByLabel('Description').fill('Співаю про море й степ.')
  await page.getByLabel('Instagram link').fill('https://instagram.com/e2e')
  await page.getByRole('button', { name: 'Save' }).click()

  await page.waitForURL(`/profile/${nickName}`)
  await expect(page.getByRole('heading', { level: 2, name: artist.publicName })).toBeVisible()
  await expect(page.getByText(`@${nickName}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('img', { name: artist.publicName, exact: true }).first()).toHaveAttribute(
    'src',
    /\/api\/v1\/media\/public\/.+\.png$/
  )
  await expect(page.getByRole('img', { name: `Cover of ${artist.publicName}` })).toHaveAttribute(
    'src',
    /\/api\/v1\/media\/public\/.+\.png$/
  )
  expect(JSON.parse((await storedSession(page)).user!).nickName).toBe(nickName)
  await fits(page, options.width)

  // Two songs from the content box.
  await uploadSong(page, 'Море', 2)
  await uploadSong(page, 'Степ', 3)

  // A playlist of both: Create waits for a song.
  await page.getByRole('tab', { name: 'Playlist' }).click()
  await page.getByRole('link', { name: 'Add playlist' }).click()
  await page.waitForURL('/create-playlist')
  await page.getByLabel('Playlist name').fill('Південь')
  await page.getByLabel('Description').fill('Пісні про південь')
  const create = page.getByRole('button', { name: 'Create' })
  await expect(create).toBeDisabled()
  await page.getByRole('button', { name: 'Add Море' }).click()
  await page.getByRole('button', { name: 'Add Степ' }).click()
  await fits(page, options.width)
  await create.click()
  await page.waitForURL(`/profile/${nickName}/songs?tab=playlist&page=1`)
  await expect(page.getByRole('link', { name: /Південь/ })).toBeVisible()

  // An event from the events page, its cover cropped.
  await page.getByRole('navigation', { name: 'Artist navigation' }).getByRole('link', { name: 'Events' }).click()
  await page.getByRole('button', { name: 'Create event' }).click()
  const form = page.getByRole('dialog', { name: 'New event' })
  await form.getByLabel('Title').fill('Концерт на морі')
  await form.getByLabel('Description').fill('Вечір пісень просто неба')
  const tomorrow = new Date(Date.now() + 86_400_000)
  const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
  await form.getByLabel('Date').fill(date)
  await form.getByLabel('Time').fill('19:30')
  await form.getByLabel('Cover').setInputFiles(png('cover.png', 300, 200))
  await page.getByRole('dialog', { name: 'Cover' }).getByRole('button', { name: 'Apply' }).click()
  await fits(page, options.width)
  await form.getByRole('button', { name: 'Done' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('link', { name: /Концерт на морі/ })).toBeVisible()

  // A fan opens the profile and plays one song, then the other: the first pauses.
  await signOut(page)
  await webSignIn(page, fan.email, fan.password)
  await page.goto(`/profile/${nickName}`)
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Play Море' }).click()
  await expect(page.getByRole('button', { name: 'Pause Море' })).toBeVisible()
  await page.getByRole('button', { name: 'Play Степ' }).click()
  await expect(page.getByRole('button', { name: 'Pause Степ' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play Море' })).toBeVisible()
  // The fan hears the high rendition the server made, not the uploaded WAV.
  expect(await page.evaluate(() => decodeURIComponent(document.querySelector('audio')!.src))).toMatch(/-high\.m4a$/)
  await fits(page, options.width)

  // The playlist and the event pages, as the fan sees them.
  await page.getByRole('tab', { name: 'Playlist' }).click()
  await page.getByRole('link', { name: /Південь/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Південь' })).toBeVisible()
  await expect(page.getByText('Songs: 2')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search in the playlist' }).fill('Сте')
  await expect(page.getByRole('button', { name: /Море/ })).toHaveCount(0)
  await fits(page, options.width)
  await page.goto(`/profile/${nickName}/events`)
  await expect(page.getByRole('button', { name: 'Create event' })).toHaveCount(0)
  await page.getByRole('link', { name: /Концерт на морі/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Концерт на морі' })).toBeVisible()
  await expect(page.getByText('Вечір пісень просто неба')).toBeVisible()
  await fits(page, options.width)
}
