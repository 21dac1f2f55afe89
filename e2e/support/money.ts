import { expect, type APIRequestContext, type Page } from '@playwright/test'

/* Shared steps of the money specs (desktop and phone): the demo artist, the sandbox checkout. */

export const artist = { email: 'artist@kobza.local', nickName: 'oksana_verbytska', name: 'Оксана Вербицька' }

/** A fresh access token (the e2e server's tokens live 8 s). */
export async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/login', { data: { username: email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`
}

export async function balanceOf(request: APIRequestContext, bearer: string) {
  const response = await request.get('/api/v1/payments/balance', { headers: { authorization: bearer } })
  expect(response.status()).toBe(200)
  return (await response.json()) as Record<'available' | 'held' | 'withdrawing', { amount: number }>
}

/** On the sandbox's own checkout page (in the app's language, English here): pay or decline, then back to the artist's profile. */
export async function checkout(page: Page, decision: 'pay' | 'decline', amount: string) {
  await page.waitForURL(/\/payments\/sandbox\/checkout\//)
  await expect(page.getByText(`₴${amount}`).first()).toBeVisible()
  await page.getByRole('button', { name: decision === 'pay' ? `Pay ₴${amount}` : 'Decline' }).click()
  await page.waitForURL((url) => url.pathname === `/profile/${artist.nickName}`)
}

/** The artist's page of video congratulations: for a fan, where the money buttons are. */
export async function openArtistPage(page: Page) {
  await page.goto(`/profile/${artist.nickName}/video`)
  await expect(page.getByRole('group', { name: 'Support the artist' })).toBeVisible()
}

/** From the artist's page, a donation of one of the popup's preset amounts (e.g. '200.00'), paid at the checkout. */
export async function donatePreset(page: Page, amount: string) {
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Donate' }).click()
  const popup = page.getByRole('dialog', { name: `Donate to ${artist.name}` })
  await popup.getByRole('button', { name: `₴${amount}` }).click()
  await popup.getByRole('button', { name: `Donate ₴${amount}` }).click()
  await checkout(page, 'pay', amount)
}
