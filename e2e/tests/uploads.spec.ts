import { expect, test } from '@playwright/test'
import { toneWav } from '@kobza/testkit'
import { createAccount, webSignIn } from '../support/common.ts'

/*
 * A song upload as an artist on a slow line sees it (issue 33): the file goes as a resumable
 * upload whose progress is shown and which can be cancelled; sent again it completes, and the
 * song is processing until its renditions exist, then plays.
 */
test('an artist watches a song upload’s progress, cancels it, sends it again and sees it processed', async ({
  page,
  context,
  request,
}) => {
  const artist = await createAccount(request, { prefix: 'uploader', artist: true })
  await webSignIn(page, artist.email, artist.password)
  await page.goto(`/profile/${artist.nickName}`)
  // About 4 MB at 1 MB/s: long enough to watch, short enough for CI.
  const wav = toneWav(45, [440, 494, 523], 44_100)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  })

  const fillIn = async () => {
    await page.getByRole('button', { name: 'Add song' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload song' })
    await dialog.getByLabel('Song name').fill('Довга дорога')
    await dialog.getByLabel('Genre').selectOption('POP')
    await dialog.getByLabel('Song file').setInputFiles({ name: 'road.wav', mimeType: 'audio/wav', buffer: wav })
    await dialog.getByRole('button', { name: 'Upload' }).click()
    return dialog
  }

  const first = await fillIn()
  await expect(first.getByText(/Uploaded [1-9]\d?%/)).toBeVisible({ timeout: 15_000 })
  await first.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(first.getByText(/Uploaded \d+%/)).toBeHidden()
  // Cancelled: no song was made.
  await expect(page.getByRole('listitem').filter({ hasText: 'Довга дорога' })).toHaveCount(0)
  await first.getByRole('button', { name: 'Cancel', exact: true }).click()

  const second = await fillIn()
  await expect(second.getByText(/Uploaded \d+%/)).toBeVisible({ timeout: 15_000 })
  await expect(second).toBeHidden({ timeout: 60_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  // Processing, then READY: the song can be played, its length read from the file (0:45).
  await expect(page.getByRole('button', { name: 'Play Довга дорога' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('listitem').filter({ hasText: 'Довга дорога' }).first()).toContainText('0:45')
})
