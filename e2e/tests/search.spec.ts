import { expect, test, type Page } from '@playwright/test'
import { webSignIn } from '../support/common.ts'

/*
 * Site-wide search against the demo data (issue 17): artists Оксана Вербицька, Гурт Полинь,
 * Тарас Кобзаренко, each with 7 songs in 7 genres and 4 events.
 */

const results = (page: Page) => page.getByRole('region', { name: 'Results' })
const box = (page: Page) => page.getByRole('searchbox', { name: 'Search artists, songs and events' })

async function openSearch(page: Page) {
  await webSignIn(page, 'fan@kobza.local')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?page=1$/)
  await expect(page.getByRole('heading', { name: 'Start your journey' })).toBeVisible()
}

async function applyFilter(page: Page, type: 'Artists' | 'Songs' | 'Events', genres: string[] = []) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Filter' })
  await dialog.getByRole('radio', { name: type }).check()
  for (const genre of genres) await dialog.getByRole('checkbox', { name: genre, exact: true }).check()
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toHaveCount(0)
}

test('an artist found by a Latin transliteration opens the profile', async ({ page }) => {
  await openSearch(page)
  await box(page).fill('oksana verb')
  // After the 500 ms pause the query lands in the address and the results arrive.
  await expect(page).toHaveURL(/\/search\?page=1&q=oksana\+verb$/)
  const artist = results(page).getByRole('link', { name: /Оксана Вербицька/ })
  await expect(artist).toBeVisible()
  await expect(results(page).getByRole('link')).toHaveCount(1)
  await artist.click()
  await expect(page).toHaveURL(/\/profile\/oksana_verbytska$/)
})

test('Cyrillic, a typo and nothing at all', async ({ page }) => {
  await openSearch(page)
  await box(page).fill('Кобзаренко')
  await expect(results(page).getByRole('link', { name: /Тарас Кобзаренко/ })).toBeVisible()
  await box(page).fill('Kobzarenco')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/q=Kobzarenco/)
  await expect(results(page).getByRole('link', { name: /Тарас Кобзаренко/ })).toBeVisible()
  await box(page).fill('Qwfpgjzx')
  await box(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible()
})

test('songs filtered by genre play in the app player', async ({ page }) => {
  await openSearch(page)
  await applyFilter(page, 'Songs', ['Pop'])
  await expect(page).toHaveURL(/\/search\?page=1&type=SONG&genres=POP$/)
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips.getByRole('listitem')).toHaveText(['Songs', 'Genres: 1'])
  // Оксана Вербицька's Pop 'Щедрик' is the only demo song so named (each artist has their own catalogue).
  const rows = results(page).getByRole('listitem').filter({ hasText: 'Щедрик' })
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Play Щедрик' }).click()
  await expect(rows.first().getByRole('button', { name: 'Pause Щедрик' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(false)

  // Clearing the genre chip shows every song again; clearing the type chip starts over.
  await chips.getByRole('button', { name: 'Remove filter: Genres: 1' }).click()
  await expect(page).toHaveURL(/\/search\?page=1&type=SONG$/)
  await expect(results(page).getByRole('button', { name: /^(Play|Pause) / })).toHaveCount(10)
  await chips.getByRole('button', { name: 'Remove filter: Songs' }).click()
  await expect(page).toHaveURL(/\/search\?page=1$/)
  await expect(page.getByRole('heading', { name: 'Start your journey' })).toBeVisible()
})

test('pages through the songs with the page in the address, then opens an event', async ({ page }) => {
  await openSearch(page)
  await applyFilter(page, 'Songs')
  const pages = page.getByRole('navigation', { name: 'Result pages' })
  // 3 artists × 7 songs of their own, 10 a page (more when other specs on the same server uploaded songs).
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible()
  await pages.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/search\?page=2&type=SONG$/)
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(results(page).getByRole('button', { name: /^Play / })).toHaveCount(10)
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/search\?page=3&type=SONG$/)
  const third = results(page).getByRole('button', { name: /^Play / })
  await expect(third.first()).toBeVisible()
  const onThird = await third.count()
  expect(onThird).toBeGreaterThanOrEqual(1)
  expect(onThird).toBeLessThanOrEqual(10)
  // The address alone brings the same page back.
  await page.reload()
  await expect(third).toHaveCount(onThird)

  await applyFilter(page, 'Events')
  await box(page).fill('lviv')
  // The box is debounced: first the unfiltered list's newest event must be gone, so the concert
  // below is the search's answer (the city as named finding it declined, у Львові).
  await expect(page).toHaveURL(/[?&]q=lviv(&|$)/)
  await expect(results(page).getByRole('link', { name: /Концерт у Києві/ })).toHaveCount(0)
  const event = results(page)
    .getByRole('link', { name: /Концерт у Львові/ })
    .first()
  await expect(event).toBeVisible()
  await event.click()
  await expect(page).toHaveURL(/\/profile\/[a-z_]+\/events\/\d+\?userUuid=[\w-]+$/)
})
