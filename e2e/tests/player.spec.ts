import { expect, test, type Page } from '@playwright/test'
import { webSignIn } from '../support/common.ts'
import { playFirstSong } from '../support/feed.ts'

/*
 * One player for the whole app (issue 33): the demo's songs are transcoded by `kobza seed demo`,
 * so a song plays its high rendition with a waveform, keeps playing across navigation, and the
 * queue moves on with Next.
 */

const audio = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('audio')
    return element ? { src: element.currentSrc, paused: element.paused, time: element.currentTime } : null
  })

test('a song plays its rendition with a waveform, across navigation, and Next plays the next one', async ({ page }) => {
  await webSignIn(page, 'fan@kobza.local')
  await page.goto('/profile/oksana_verbytska/songs')
  const { name: firstName, bar } = await playFirstSong(page)

  await expect(bar).toContainText(firstName)
  await expect(bar.getByRole('slider', { name: 'Position in the song' })).toBeVisible()
  await expect.poll(async () => (await audio(page))?.src ?? '').toMatch(/-high\.m4a$/)
  await expect.poll(async () => (await audio(page))?.time ?? 0).toBeGreaterThan(0.2)

  // A link inside the app, not a reload: the same element goes on playing.
  const playing = (await audio(page))!.src
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hall of fame' }).click()
  await expect(page).toHaveURL(/\/hall-of-fame/)
  const after = await audio(page)
  expect(after?.src).toBe(playing)
  expect(after?.paused).toBe(false)
  await expect(bar).toContainText(firstName)

  await bar.getByRole('button', { name: 'Next song' }).click()
  await expect(bar).not.toContainText(firstName)
  await expect.poll(async () => (await audio(page))?.src ?? '').not.toBe(playing)
})

test('Play next from a song row confirms, and the song follows the one playing', async ({ page }) => {
  await webSignIn(page, 'fan@kobza.local')
  await page.goto('/profile/oksana_verbytska/songs')
  const rows = page.getByRole('button', { name: /^Play / })
  const firstName = ((await rows.first().getAttribute('aria-label')) ?? '').replace(/^Play /, '')
  const lastName = ((await rows.last().getAttribute('aria-label')) ?? '').replace(/^Play /, '')
  // Play the first song alone (its own list), then queue the last one after it.
  await rows.first().click()
  await page.getByRole('button', { name: `Queue options for ${lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Play next' }).click()
  await expect(page.getByText(`${lastName} plays next`)).toBeVisible()

  const bar = page.getByRole('region', { name: 'Player' })
  await expect(bar).toContainText(firstName)
  await bar.getByRole('button', { name: 'Next song' }).click()
  await expect(bar).toContainText(lastName)
})
