import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const demoPassword = 'Kobza-demo-2026!'

interface OutboxEntry {
  to: string[]
  subject: string
  links: string[]
}

/** Mails the platform under test wrote to its outbox for this address, newest last. */
export function outboxFor(address: string): OutboxEntry[] {
  const dir = join(process.env.KOBZA_E2E_DATA_DIR!, 'outbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
}

export async function waitForMail(address: string, count = 1) {
  await expect.poll(() => outboxFor(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  return outboxFor(address).at(-1)!
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`
}

export async function consoleSignIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/admin')
  // By name: the password field's "Show password" button also matches a label search.
  await page.locator('input[name="username"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

/** A password every rule of the contract accepts. */
export const strongPassword = 'Kobza-e2e-2026!'

export interface TestAccount {
  email: string
  password: string
  publicName: string
  nickName: string
  uuid: string
}

/**
 * Creates an account through the API (the sign-up screen itself is tested in accounts.spec.ts).
 * The API allows 10 sign-ups an hour per address: the whole run must stay under that.
 */
export async function createAccount(
  request: APIRequestContext,
  { prefix = 'fan', artist = false, password = strongPassword } = {}
): Promise<TestAccount> {
  const email = uniqueEmail(prefix)
  const publicName = `${artist ? 'Artist' : 'Fan'} ${prefix}`
  const response = await request.post('/api/v1/sign-up', {
    data: { email, password, publicName, dateOfBirth: '1990-05-17', isArtist: artist, signUpType: 'KOBZA' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const answer = (await response.json()) as { nickName: string; uuid: string }
  return { email, password, publicName, nickName: answer.nickName, uuid: answer.uuid }
}

/** Signs in through the web app's sign-in screen and waits for the way home (or to `to`). */
export async function webSignIn(page: Page, email: string, password = demoPassword, to = '/') {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/sign-in')) await page.goto('/sign-in')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === to)
}

/** A new fan account (see createAccount), signed in on `page`. */
export async function signedInNewFan(page: Page, request: APIRequestContext, prefix: string): Promise<TestAccount> {
  const fan = await createAccount(request, { prefix })
  await webSignIn(page, fan.email, fan.password)
  return fan
}

/**
 * An API session's headers for `email`, signed in now: the platform under test issues access tokens
 * for 8 s (E2E_ACCESS_TOKEN_TTL), so a token read at a test's start may be stale at its end.
 */
export async function apiHeaders(request: APIRequestContext, email: string, password = demoPassword) {
  const login = await request.post('/api/v1/login', { data: { username: email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  const { access_token: token } = (await login.json()) as { access_token: string }
  return { authorization: `Bearer ${token}` }
}

/**
 * Waits until the app has taken over a server-rendered page. Such a page paints before its scripts
 * even start (the gate script loads them after the first paint), so a button pressed at once does
 * nothing, as for a person on a slow phone; once React has begun hydrating (its root is on
 * #root) it replays a click on a part not hydrated yet. Links need no wait: they navigate anyway.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))
  )
}

/** The web app's local session, as the api-client stores it. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    loggedIn: localStorage.getItem('kobza.loggedIn'),
    user: localStorage.getItem('kobza.user'),
    accessToken: localStorage.getItem('kobza.accessToken'),
    refreshToken: localStorage.getItem('kobza.refreshToken'),
    frontendVersion: localStorage.getItem('kobza.frontendVersion'),
  }))
}
