import { spawnSync } from 'node:child_process'
import { gradientPng, toneWav } from '@kobza/testkit'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { apiHeaders, consoleSignIn, demoPassword, webSignIn } from './common.ts'

/*
 * The Hall of Fame's whole lifecycle (issue 16), shared by the desktop and the 375 px specs:
 * a fan nominates a song, other fans vote it past the demo threshold (3 VP), the stage ends
 * (`kobza legends close-stage --at`, the operator's test clock), the demo judge inducts it in
 * the console, and it shows with a cup among the legends and in the Legends Playlist.
 */

const root = new URL('../..', import.meta.url).pathname

/** The fan's nomination through /induct-a-legend, cover cropped; ends on the voting list. */
export async function nominateSong(page: Page, name: string) {
  await page.goto('/induct-a-legend')
  await expect(page.getByRole('tab', { name: 'Music work' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Artist', exact: true }).fill('Гурт E2E')
  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption('ROCK_METAL')
  await page.getByRole('combobox', { name: 'Era', exact: true }).selectOption('MODERN_ERA')
  await page.getByRole('textbox', { name: 'Why is it a legend?' }).fill('Пісня, яку співає кожне місто.')
  await page
    .locator('input[name="coverFile"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(64, 64) })
  const crop = page.getByRole('dialog', { name: 'Crop the cover' })
  await crop.getByRole('button', { name: 'Crop' }).click()
  await expect(crop).toBeHidden()
  await page
    .locator('input[name="songFile"]')
    .setInputFiles({ name: 'song.wav', mimeType: 'audio/wav', buffer: toneWav(1) })
  await page.getByRole('textbox', { name: 'YouTube', exact: true }).fill('https://youtube.com/watch?v=e2e')
  await page.getByRole('button', { name: 'Induct', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/hall-of-fame' && url.searchParams.get('contentTab') === 'voting')
  expect(new URL(page.url()).search).toBe('?generalTab=SONG&contentTab=voting&page=0')
}

/** A demo fan signs in (a fresh context) and votes on the card: 'Voted!' with the count one higher. */
export async function voteAs(
  browser: Browser,
  email: string,
  name: string,
  viewport: { width: number; height: number }
) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await webSignIn(page, email, demoPassword)
  await page.goto('/hall-of-fame?generalTab=SONG&contentTab=voting&page=0')
  await page.getByRole('searchbox', { name: 'Search legends' }).fill(name)
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toHaveCount(1)
  const before = await card.getByText(/VP of/).textContent()
  await card.getByRole('button', { name: 'Vote' }).click()
  await expect(card.getByRole('button', { name: 'Voted!' })).toBeDisabled()
  const actual = (text: string | null) => Number(/^(\d+)/.exec(text ?? '')?.[1])
  expect(actual(await card.getByText(/VP of/).textContent())).toBe(actual(before) + 1)
  await context.close()
}

/** A vote through the API (a third voter, without another browser). */
export async function voteThroughApi(request: APIRequestContext, email: string, uuid: string) {
  const vote = await request.post(`/api/v1/legends/votes/${uuid}`, { headers: await apiHeaders(request, email) })
  expect(vote.status(), await vote.text()).toBe(200)
}

/** `kobza legends close-stage --at <time>` against the platform's database. */
export function closeStageAt(at: string) {
  const result = spawnSync(process.execPath, ['cli/bin/kobza.mjs', 'legends', 'close-stage', '--at', at, '--json'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: process.env.KOBZA_E2E_DATA_DIR,
      DB_CONNECTION: 'sqlite',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { reviewing: string[]; notSelected: string[] }
}

/** The demo judge inducts the legend from the console's review queue. */
export async function induct(page: Page, name: string) {
  await consoleSignIn(page, 'judge@kobza.local')
  await page.waitForURL((url) => url.hash === '#/')
  // By address: on a phone the console's menu is folded away.
  await page.goto('/admin/#/legend-reviews')
  await page.getByRole('row').filter({ hasText: name }).click()
  await expect(page.getByText('Пісня, яку співає кожне місто.')).toBeVisible()
  await page.getByRole('button', { name: 'Induct' }).click()
  await expect(page.getByText('Decided: the quorum is met')).toBeVisible()
}

/** The whole lifecycle; `label` keeps the desktop and phone runs' songs apart. */
export async function legendLifecycle(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  label: string,
  /** How many of the two other demo fans vote in a browser (the rest through the API, to keep the run short). */
  browserVoters = 2
) {
  const viewport = page.viewportSize()!
  const name = `Легенда ${label} ${Date.now() % 100000}`
  await webSignIn(page, 'fan@kobza.local', demoPassword)
  await nominateSong(page, name)
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toBeVisible()
  const href = await card.getByRole('link', { name }).getAttribute('href')
  const uuid = /hall-of-fame\/([0-9a-f-]{36})/.exec(href ?? '')![1]!

  for (const [index, voter] of ['fan2@kobza.local', 'fan3@kobza.local'].entries()) {
    if (index < browserVoters) await voteAs(browser, voter, name, viewport)
    else await voteThroughApi(request, voter, uuid)
  }
  await voteThroughApi(request, 'artist@kobza.local', uuid)

  const legend = (await (await request.get(`/api/v1/legends/${uuid}`)).json()) as {
    voteInfo: { actualVote: number; expectedMinimalVote: number; firstVoteStageOpenUntil: string }
  }
  expect(legend.voteInfo.actualVote).toBeGreaterThanOrEqual(legend.voteInfo.expectedMinimalVote)
  // The stage ends exactly at firstVoteStageOpenUntil: the operator's clock set to that moment closes it.
  const closed = closeStageAt(legend.voteInfo.firstVoteStageOpenUntil)
  expect(closed.reviewing).toContain(uuid)
  await page.goto(`/hall-of-fame/${uuid}?type=SONG`)
  await expect(page.getByText('On Reviewing')).toBeVisible()

  const judgePage = await page.context().browser()!.newPage({ viewport })
  await induct(judgePage, name)
  await judgePage.close()

  await page.goto('/hall-of-fame?generalTab=SONG&contentTab=legends&page=0')
  const inducted = page.getByRole('article').filter({ hasText: name })
  await expect(inducted).toBeVisible()
  await expect(inducted.getByTitle('Inducted into the Hall of Fame')).toBeVisible()
  await expect(inducted.getByRole('button', { name: 'Vote' })).toHaveCount(0)

  await page.getByRole('link', { name: 'View Playlist' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The Legends Playlist' })).toBeVisible()
  const track = page.getByRole('listitem').filter({ hasText: name })
  await expect(track).toBeVisible()
  await track.getByRole('button', { name: `Play ${name}` }).click()
  await expect(track.getByRole('button', { name: `Pause ${name}` })).toBeVisible()
}
