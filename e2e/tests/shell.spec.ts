import { expect, test, type Page } from '@playwright/test'
import { appStarted, createAccount, demoPassword, webSignIn, type TestAccount } from '../support/common.ts'

/* The app shell at desktop size (1280×900): navigation, guards, not found, legal pages, language. */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/** The destinations of the side navigation, in order. */
const navLinks = (page: Page) => mainNav(page).getByRole('list').first().getByRole('link')

test.describe('side navigation', () => {
  test('a visitor sees the public destinations and a Sign In button', async ({ page }) => {
    await page.goto('/')
    await expect(mainNav(page)).toBeVisible()
    await expect(navLinks(page)).toHaveText(['Search', 'Home', 'Video', 'Hall of fame', 'Auctions', 'Secondary Market'])
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add post' })).toHaveCount(0)
    // The phone bar is not drawn at this width.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0)
  })

  test('a signed-in listener also gets profile, chat, settings and sign out, but no add-post', async ({ page }) => {
    await webSignIn(page, 'judge@kobza.local', demoPassword)
    await expect(navLinks(page)).toHaveText([
      'Search',
      'Home',
      'Video',
      'Profile',
      'Chat',
      'Hall of fame',
      'Auctions',
      'Secondary Market',
    ])
    await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', /^\/profile\/.+/)
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add post' })).toHaveCount(0)
  })

  test.describe('an artist', () => {
    let artist: TestAccount
    test.beforeAll(async ({ request }) => {
      artist = await createAccount(request, { prefix: 'shell-artist', artist: true })
    })

    test('sees add-post only while the window is taller than 800 px', async ({ page }) => {
      await webSignIn(page, artist.email, artist.password)
      const addPost = page.getByRole('button', { name: 'Add post' })
      await expect(addPost).toBeVisible()
      await page.setViewportSize({ width: 1280, height: 800 })
      await expect(addPost).toHaveCount(0)
      await page.setViewportSize({ width: 1280, height: 801 })
      await expect(addPost).toBeVisible()
      await addPost.click()
      // The add-post popup is the post composer (the feed's, issue 11).
      await expect(
        page.getByRole('dialog', { name: 'New post' }).getByRole('button', { name: 'Publish' })
      ).toBeDisabled()
    })
  })
})

test.describe('guards', () => {
  for (const path of [
    '/profile/judge',
    '/profile/judge/songs',
    '/profile/judge/events',
    '/chat',
    '/search?page=1',
    '/video',
    '/settings',
  ]) {
    test(`a visitor opening ${path} is sent to sign in`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/sign-in')
    })
  }

  test('signing in from a guard returns to where the visitor was going', async ({ page }) => {
    await page.goto('/search?page=1')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await webSignIn(page, 'moderator@kobza.local', demoPassword, '/search')
    expect(new URL(page.url()).search).toBe('?page=1')
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  })
})

test('an unknown address shows Page not found with a way home', async ({ page }) => {
  await page.goto('/music/that/does/not/exist')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Kobza')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test.describe('legal pages', () => {
  for (const [path, section] of [
    ['/terms-and-conditions', 'refunds'],
    ['/privacy-policy', null],
  ] as const) {
    test(`${path}: the table of contents scrolls to the section`, async ({ page }) => {
      await page.goto(path)
      // No navigation bar on the legal pages (spec 000 §2).
      await expect(mainNav(page)).toHaveCount(0)
      const contents = page.getByRole('navigation', { name: 'Contents' })
      const links = contents.getByRole('link')
      await expect(links).toHaveCount(10)
      const link = section ? contents.locator(`a[href="#${section}"]`) : links.nth(8)
      const id = (await link.getAttribute('href'))!.slice(1)
      const heading = page.locator(`[id="${id}"]`)
      await expect(heading).not.toBeInViewport()
      await link.click()
      await expect(heading).toBeInViewport()
      await expect(heading).toHaveText(new RegExp(await link.innerText()))
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    })
  }
})

test('the language switch turns the app Ukrainian, and it stays so after a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await appStarted(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('uk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  const ukNav = page.getByRole('navigation', { name: 'Головна навігація' })
  await expect(ukNav.getByRole('link', { name: 'Головна', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(ukNav.getByRole('link', { name: 'Зала слави' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Увійти' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Мова' })).toHaveValue('uk')
})
