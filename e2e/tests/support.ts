import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'

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
