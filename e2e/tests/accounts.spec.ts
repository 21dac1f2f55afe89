import { expect, test, type Page } from '@playwright/test'
import { demoPassword, storedSession, strongPassword, uniqueEmail, waitForMail, webSignIn } from '../support/common.ts'

/* Accounts end to end (spec 000 §2–§5, 001 §2/§4/§5) at desktop size. */

const errorPopup = (page: Page) => page.getByRole('alertdialog')

async function signOut(page: Page) {
  const logout = page.waitForResponse((response) => /\/api\/v1\/login\/logout\//.test(response.url()))
  await page.getByRole('button', { name: 'Sign out' }).click()
  expect((await logout).ok()).toBe(true)
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
}

test.describe('an artist account from sign-up to a new password', () => {
  test.describe.configure({ mode: 'serial' })
  const email = uniqueEmail('artist')
  const publicName = 'Кобзар Тест'
  const newPassword = 'Nova-parol-2026#'

  test('signs up as an artist, lands signed in and sees the artist-only navigation', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Sign up' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible()
    await page.getByLabel(/^Public name/).fill(publicName)
    await page.getByLabel(/^Email/).fill(email)
    await page
      .getByLabel(/^Password/, { exact: false })
      .and(page.locator('input'))
      .fill(strongPassword)
    await page.getByLabel(/^Repeat password/).fill('not the same')
    await page.getByRole('switch', { name: 'Sign up like artist' }).check()
    const submit = page.getByRole('button', { name: 'Sign up' })
    await expect(submit).toBeDisabled()
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check()
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByText('The passwords must match')).toBeVisible()
    await page.getByLabel(/^Repeat password/).fill(strongPassword)

    const signUp = page.waitForResponse((response) => response.url().endsWith('/api/v1/sign-up'))
    await submit.click()
    expect((await signUp).ok()).toBe(true)
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByRole('button', { name: 'Add post' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' })
    ).toBeVisible()
    expect((await storedSession(page)).loggedIn).toBe('true')
    expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ publicName, authorities: ['ARTIST'] })
  })

  test('refuses the same e-mail a second time with the server message', async ({ page }) => {
    await page.goto('/sign-up')
    await page.getByLabel(/^Public name/).fill('Someone else')
    await page.getByLabel(/^Email/).fill(email)
    await page
      .getByLabel(/^Password/)
      .and(page.locator('input'))
      .fill(strongPassword)
    await page.getByLabel(/^Repeat password/).fill(strongPassword)
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check()
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(errorPopup(page)).toContainText('This email is already registered')
    await errorPopup(page).getByRole('button', { name: 'Close' }).click()
    await expect(errorPopup(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/sign-up$/)
  })

  test('signs out, then in again with the password toggle', async ({ page }) => {
    await webSignIn(page, email, strongPassword)
    await expect(page.getByRole('button', { name: 'Add post' })).toBeVisible()
    await signOut(page)
    const session = await storedSession(page)
    expect(session).toMatchObject({ loggedIn: null, user: null, accessToken: null, refreshToken: null })
    await expect(page.getByRole('button', { name: 'Add post' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Sign In' }).click()
    const password = page.getByLabel('Password', { exact: true })
    await password.fill(strongPassword)
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await webSignIn(page, email, strongPassword)
    await expect(page.getByRole('button', { name: 'Add post' })).toBeVisible()
  })

  test('resets the password through the mailed link and signs in with the new one', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/reset-password$/)
    // No navigation bar on the reset page.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await page.getByLabel(/^Email/).fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()

    const mail = await waitForMail(email)
    const link = mail.links.find((candidate) => candidate.includes('/reset-password?token='))
    expect(link, JSON.stringify(mail.links)).toBeTruthy()
    await page.getByRole('link', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)

    await page.goto(link!)
    await page.getByLabel(/^New password/).fill('weak')
    await page.getByLabel(/^Repeat password/).fill('weak')
    await expect(page.getByRole('list', { name: 'Password requirements' }).locator('[data-met="false"]')).toHaveCount(4)
    // The checklist does not block: the server refuses and says why.
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(errorPopup(page)).toContainText('Password needs')
    await errorPopup(page).getByRole('button', { name: 'Close' }).click()

    await page.getByLabel(/^New password/).fill(newPassword)
    await page.getByLabel(/^Repeat password/).fill(newPassword)
    await expect(page.getByRole('list', { name: 'Password requirements' }).locator('[data-met="true"]')).toHaveCount(5)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('heading', { name: 'Password successfully changed' })).toBeVisible()

    // A used link is refused.
    await page.goto(link!)
    await page.getByLabel(/^New password/).fill(newPassword)
    await page.getByLabel(/^Repeat password/).fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(errorPopup(page)).toContainText('This password reset link is invalid or has expired')

    await page.goto('/sign-in')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(errorPopup(page)).toContainText('Invalid email or password')
    await errorPopup(page).getByRole('button', { name: 'Close' }).click()
    await webSignIn(page, email, newPassword)
    await expect(page.getByRole('button', { name: 'Add post' })).toBeVisible()
  })
})

test.describe('session', () => {
  test('an expired access token is refreshed silently', async ({ page }) => {
    await webSignIn(page, 'moderator@kobza.local', demoPassword)
    const before = await storedSession(page)
    // Access tokens live 8 s in this run (e2e/server.mjs).
    await page.waitForTimeout(9_000)
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/login/token/refresh'))
    const account = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/account') && response.request().method() === 'GET' && response.ok()
    )
    await page.getByRole('link', { name: 'Settings' }).click()
    expect((await refreshed).status()).toBe(200)
    await account
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByTestId('account-email')).toHaveText('moderator@kobza.local')
    const after = await storedSession(page)
    expect(after.loggedIn).toBe('true')
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(after.refreshToken).not.toBe(before.refreshToken)
  })

  test('a session the server no longer knows ends on the sign-in screen, keeping the front-end version', async ({
    page,
  }) => {
    await webSignIn(page, 'judge@kobza.local', demoPassword)
    await page.evaluate(() => {
      localStorage.setItem('kobza.accessToken', 'revoked')
      localStorage.setItem('kobza.refreshToken', 'revoked')
      localStorage.setItem('kobza.frontendVersion', 'e2e-version')
    })
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    // No error popup for an expiry: the sign-in screen is the answer.
    await expect(errorPopup(page)).toHaveCount(0)
    const session = await storedSession(page)
    expect(session).toMatchObject({ loggedIn: null, user: null, accessToken: null, refreshToken: null })
    expect(session.frontendVersion).not.toBeNull()
  })
})
