import { expect, test, type Page } from '@playwright/test'
import { gradientPng, toneWav } from './media.ts'
import { createAccount, storedSession, waitForMail, webSignIn } from './support.ts'

/*
 * Profiles and the catalogue at desktop size (spec 000 §2, §4; 001 §2, §4): an artist edits the
 * profile (avatar through the crop step, a new nickname that moves the URL), uploads two songs,
 * makes a playlist and an event; a fan opens them and plays one song, then another, which
 * pauses the first. An artist's subscriber invitation is accepted from its e-mail.
 */

const png = (name: string, width?: number, height?: number) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(width, height),
})

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear())
}

async function uploadSong(page: Page, name: string, seconds: number) {
  await page.getByRole('button', { name: 'Add song' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload song' })
  await dialog.getByLabel('Song name').fill(name)
  await dialog.getByLabel('Genre').selectOption('POP')
  await dialog
    .getByLabel('Song file')
    .setInputFiles({ name: `${name}.wav`, mimeType: 'audio/wav', buffer: toneWav(seconds) })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible()
}

test('an artist edits the profile and builds a catalogue; a fan listens', async ({ page, request }) => {
  test.setTimeout(60_000)
  const artist = await createAccount(request, { prefix: 'catalogue', artist: true })
  const fan = await createAccount(request, { prefix: 'listener' })
  const nickName = `e2e_${Date.now().toString(36)}`

  await webSignIn(page, artist.email, artist.password)
  await page.goto(`/profile/${artist.nickName}`)
  await page.getByRole('button', { name: 'Edit' }).click()

  // A new avatar goes through the crop popup (ratio 1) and shows as a preview before saving.
  await page.getByTestId('avatar-input').setInputFiles(png('me.png', 160, 100))
  const crop = page.getByRole('dialog', { name: 'Crop the avatar' })
  await expect(crop.getByTestId('crop-frame')).toBeVisible()
  await crop.getByRole('button', { name: 'Apply' }).click()
  await expect(crop).toBeHidden()

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
  expect(JSON.parse((await storedSession(page)).user!).nickName).toBe(nickName)

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
  await form.getByRole('button', { name: 'Done' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('link', { name: /Концерт на морі/ })).toBeVisible()

  // A fan opens the profile and plays one song, then the other: the first pauses.
  await signOut(page)
  await webSignIn(page, fan.email, fan.password)
  await page.goto(`/profile/${nickName}`)
  await page.getByRole('button', { name: 'Play Море' }).click()
  await expect(page.getByRole('button', { name: 'Pause Море' })).toBeVisible()
  await page.getByRole('button', { name: 'Play Степ' }).click()
  await expect(page.getByRole('button', { name: 'Pause Степ' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play Море' })).toBeVisible()
  expect(await page.evaluate(() => decodeURIComponent(document.querySelector('audio')!.src))).toMatch(/\.wav$/)

  // The playlist and the event pages, as the fan sees them.
  await page.getByRole('tab', { name: 'Playlist' }).click()
  await page.getByRole('link', { name: /Південь/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Південь' })).toBeVisible()
  await expect(page.getByText('Songs: 2')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search in the playlist' }).fill('Сте')
  await expect(page.getByRole('button', { name: /Море/ })).toHaveCount(0)
  await page.goto(`/profile/${nickName}/events`)
  await expect(page.getByRole('button', { name: 'Create event' })).toHaveCount(0)
  await page.getByRole('link', { name: /Концерт на морі/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Концерт на морі' })).toBeVisible()
  await expect(page.getByText('Вечір пісень просто неба')).toBeVisible()
})

test('an artist invites a subscriber by e-mail; the invitee accepts from the link', async ({ page, request }) => {
  const fan = await createAccount(request, { prefix: 'invitee' })
  await webSignIn(page, 'artist2@kobza.local')
  const owner = JSON.parse((await storedSession(page)).user!) as { nickName: string }
  await page.goto(`/profile/${owner.nickName}/subscribers`)
  await page.getByRole('button', { name: 'Add subscriber' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add subscriber' })
  const send = dialog.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await dialog.getByLabel('E-mail').fill(fan.email)
  await send.click()
  await expect(dialog.getByText('Invite sended. You will get notification when user accept propose')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  const mail = await waitForMail(fan.email)
  const link = mail.links.find((entry) => entry.includes('/subscriptions/invitation'))!
  await signOut(page)
  // A guest is sent to sign in and comes back to the invitation.
  await page.goto(link)
  await page.waitForURL('/sign-in')
  await webSignIn(page, fan.email, fan.password, '/subscriptions/invitation')
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
  await page.getByRole('link', { name: 'Open the artist’s profile' }).click()
  await page.waitForURL(`/profile/${owner.nickName}`)
})
