import { expect, test, type Page } from '@playwright/test'
import { createAccount, storedSession, uniqueEmail, waitForMail, webSignIn } from '../support/common.ts'

/* The settings screen's account flows end to end, at desktop size. */

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function openSettings(page: Page, email: string, password: string) {
  await webSignIn(page, email, password)
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByTestId('account-email')).toHaveText(email)
}

test('changing the password keeps this browser signed in; the new password works, the old one not', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'change-password' })
  await openSettings(page, account.email, account.password)
  const form = panel(page, 'Change password')
  await form.getByLabel(/^Current password/).fill(account.password)
  await form.getByLabel(/^New password/).fill('Druhyi-parol-2026!')
  await form.getByLabel(/^Repeat new password/).fill('Druhyi-parol-2026!')
  await expect(form.getByRole('list', { name: 'Password requirements' }).locator('[data-met="true"]')).toHaveCount(5)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password successfully changed')).toBeVisible()
  await expect(form.getByLabel(/^New password/)).toHaveValue('')

  // Signed in again with the new password: a reload still loads the account.
  await page.reload()
  await expect(page.getByTestId('account-email')).toHaveText(account.email)
  expect((await storedSession(page)).loggedIn).toBe('true')

  const oldPassword = await request.post('/api/v1/login', {
    data: { username: account.email, password: account.password },
  })
  expect(oldPassword.status()).toBe(401)
  const newPassword = await request.post('/api/v1/login', {
    data: { username: account.email, password: 'Druhyi-parol-2026!' },
  })
  expect(newPassword.ok()).toBe(true)
})

test('changing the e-mail goes through the link mailed to the new address', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'change-email' })
  const newEmail = uniqueEmail('changed')
  await openSettings(page, account.email, account.password)
  const form = panel(page, 'Change e-mail')
  await form.getByLabel(/^New e-mail/).fill(newEmail)
  await form.getByLabel(/^Current password/).fill(account.password)
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(form.getByText('We have sent a confirmation link to the new email address')).toBeVisible()
  await expect(panel(page, 'Account')).toContainText(`Waiting for confirmation: ${newEmail}`)

  const mail = await waitForMail(newEmail)
  const link = mail.links.find((candidate) => candidate.includes('/settings?emailToken='))
  expect(link, JSON.stringify(mail.links)).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByText(`Your e-mail address is now ${newEmail.toLowerCase()}`)).toBeVisible()
  await expect(page.getByTestId('account-email')).toHaveText(newEmail.toLowerCase())
  // The single-use token leaves the address bar.
  await expect(page).toHaveURL(/\/settings$/)
  await expect(panel(page, 'Account')).not.toContainText('Waiting for confirmation')

  const signIn = await request.post('/api/v1/login', { data: { username: newEmail, password: account.password } })
  expect(signIn.ok()).toBe(true)
})

test('deleting the account signs out everywhere and frees the e-mail', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'delete-me' })
  await openSettings(page, account.email, account.password)
  const section = panel(page, 'Delete account')
  await expect(section).toContainText('removed at once')
  await section.getByRole('button', { name: 'Delete account' }).click()
  const popup = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await popup.getByLabel(/Enter your password/).fill('Wrong-password-1!')
  await popup.getByRole('button', { name: 'Delete for good' }).click()
  await expect(popup).toContainText('The password is not correct')
  await popup.getByLabel(/Enter your password/).fill(account.password)
  await popup.getByRole('button', { name: 'Delete for good' }).click()

  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByText('Your account has been deleted')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect(await storedSession(page)).toMatchObject({ loggedIn: null, accessToken: null, refreshToken: null })

  const signIn = await request.post('/api/v1/login', { data: { username: account.email, password: account.password } })
  expect(signIn.status()).toBe(401)
  const again = await request.post('/api/v1/sign-up', {
    data: {
      email: account.email,
      password: account.password,
      publicName: 'Back again',
      dateOfBirth: '1991-01-01',
      isArtist: false,
      signUpType: 'KOBZA',
    },
  })
  expect(again.ok(), await again.text()).toBe(true)
})
