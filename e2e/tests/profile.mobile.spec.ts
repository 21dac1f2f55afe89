import { expect, test } from '@playwright/test'
import { webSignIn } from '../support/common.ts'
import { runCatalogueFlow } from '../support/profile.ts'

/*
 * Profiles and the catalogue at phone size (375×812): the same flow as at desktop (profile-flow.ts),
 * every screen of it no wider than the phone; and a fan switching songs on a demo profile.
 */

test('on a phone an artist edits the profile and builds a catalogue; a fan listens', async ({ page, request }) => {
  test.setTimeout(90_000)
  await runCatalogueFlow(page, request, { width: 375 })
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

test("an artist's public name is whole on a phone: inside the screen and under nothing", async ({ page }) => {
  await webSignIn(page, 'fan@kobza.local')
  for (const [nickName, name] of [
    ['oksana_verbytska', 'Оксана Вербицька'],
    ['taras_kobzarenko', 'Тарас Кобзаренко'],
  ] as const) {
    await page.goto(`/profile/${nickName}`)
    // The app's view, not the page's server-rendered preview it replaces (which has no actions).
    await expect(page.getByRole('group', { name: 'Profile actions' })).toBeVisible()
    const heading = page.getByRole('heading', { level: 2, name })
    await expect(heading).toBeVisible()
    // Every line box of the name, as the browser laid it out, and what is drawn at its corners.
    const lines = await heading.evaluate((element) => {
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!
      const range = document.createRange()
      range.selectNodeContents(text)
      return [...range.getClientRects()].map((rect) => {
        const inset = 2
        const corners = [
          [rect.left + inset, rect.top + inset],
          [rect.right - inset, rect.top + inset],
          [rect.left + inset, rect.bottom - inset],
          [rect.right - inset, rect.bottom - inset],
        ]
        return {
          rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
          covered: corners.filter(([x, y]) => {
            const top = document.elementFromPoint(x!, y!)
            return !top || !element.contains(top)
          }),
        }
      })
    })
    const viewport = page.viewportSize()!
    expect(lines.length).toBeGreaterThan(0)
    for (const { rect, covered } of lines) {
      expect(rect.left).toBeGreaterThanOrEqual(0)
      expect(rect.top).toBeGreaterThanOrEqual(0)
      expect(rect.right).toBeLessThanOrEqual(viewport.width)
      expect(rect.bottom).toBeLessThanOrEqual(viewport.height)
      expect(covered, `${name}: corners of a line drawn under another element`).toEqual([])
    }
  }
})
