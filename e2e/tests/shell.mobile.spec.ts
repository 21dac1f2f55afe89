import { expect, test, type Page } from '@playwright/test'
import {
  appStarted,
  createAccount,
  demoPassword,
  storedSession,
  webSignIn,
  type TestAccount,
} from '../support/common.ts'

/* The app shell at phone size (375×812): the bottom bar, the menu sheet, guards and language. */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
const barEntries = (page: Page) => bottomBar(page).getByRole('listitem')
const openMenu = async (page: Page) => {
  await appStarted(page)
  await bottomBar(page).getByRole('button', { name: 'Menu' }).click()
  return page.getByRole('dialog', { name: 'Menu' })
}

test('a visitor gets home, profile, chat and the menu, which offers Sign In', async ({ page }) => {
  await page.goto('/')
  await expect(barEntries(page)).toHaveText(['Home', 'Profile', 'Chat', 'Menu'])
  // No side navigation at this width: the rest of the destinations wait in the menu.
  await expect(page.getByRole('link', { name: 'Hall of fame' })).toHaveCount(0)
  const menu = await openMenu(page)
  await expect(menu.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
    'Hall of fame',
    'Auctions',
    'Secondary Market',
    'Settings',
    'Search',
    'Video Congratulations',
  ])
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  // A guarded destination from the menu still leads to sign in; the menu closes on the way.
  await menu.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
})

test.describe('guards on a phone', () => {
  for (const entry of ['Profile', 'Chat']) {
    test(`a visitor tapping ${entry} is sent to sign in`, async ({ page }) => {
      await page.goto('/')
      await bottomBar(page).getByRole('link', { name: entry }).click()
      await expect(page).toHaveURL(/\/sign-in$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    })
  }

  for (const path of ['/profile/judge/events', '/video', '/search?page=1']) {
    test(`a visitor opening ${path} is sent to sign in`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/sign-in')
    })
  }
})

test('a signed-in listener sees no add-post; the menu shows who is signed in and signs out', async ({ page }) => {
  await webSignIn(page, 'judge@kobza.local', demoPassword)
  await expect(barEntries(page)).toHaveText(['Home', 'Profile', 'Chat', 'Menu'])
  const { publicName, nickName } = JSON.parse((await storedSession(page)).user ?? '{}') as Record<string, string>
  const menu = await openMenu(page)
  await expect(menu).toContainText(publicName!)
  await expect(menu).toContainText(nickName!)
  const logout = page.waitForRequest((request) => /\/api\/v1\/login\/logout\//.test(request.url()))
  await menu.getByRole('button', { name: 'Sign out' }).click()
  await logout
  await expect.poll(async () => (await storedSession(page)).loggedIn).toBeNull()
  await expect((await openMenu(page)).getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test.describe('an artist', () => {
  let artist: TestAccount
  test.beforeAll(async ({ request }) => {
    artist = await createAccount(request, { prefix: 'mobile-artist', artist: true })
  })

  test('gets the add-post entry in the bottom bar', async ({ page }) => {
    await webSignIn(page, artist.email, artist.password)
    await expect(barEntries(page)).toHaveText(['Home', 'Profile', 'Chat', 'Add post', 'Menu'])
    await expect(bottomBar(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/profile/${artist.nickName}`
    )
    const menu = await openMenu(page)
    await expect(menu).toContainText(artist.publicName)
    await expect(menu).toContainText(artist.nickName)
    await menu.getByRole('button', { name: 'Close menu' }).first().click()
    await bottomBar(page).getByRole('button', { name: 'Add post' }).click()
    // The add-post popup is the post composer (the feed's, issue 11).
    await expect(page.getByRole('dialog', { name: 'New post' }).getByRole('button', { name: 'Publish' })).toBeDisabled()
  })
})

test('the language switch in the menu turns the app Ukrainian, also after a reload', async ({ page }) => {
  await page.goto('/')
  const menu = await openMenu(page)
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('uk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.getByRole('navigation', { name: 'Головна навігація' }).getByRole('listitem')).toHaveText([
    'Головна',
    'Профіль',
    'Чат',
    'Меню',
  ])
})

test('an unknown address shows Page not found', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})
