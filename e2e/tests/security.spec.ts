import { expect, test, type Page } from '@playwright/test'
import { consoleSignIn, demoPassword, webSignIn } from '../support/common.ts'

/**
 * Collects every Content-Security-Policy violation the page reports, from the first
 * script on: the listener is installed before any of the page's own code runs.
 */
async function watchViolations(page: Page) {
  const reported: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => reported.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  return reported
}

test.describe('security headers', () => {
  for (const path of ['/', '/admin', '/api/v1/getServerTime']) {
    test(`${path} answers with the security headers`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const headers = response.headers()
      // 'self' and the hash of the server-rendered pages' gate script (apps/api/config/shield.ts), nothing else.
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('no-referrer')
    })
  }

  test('the web app runs under its CSP without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    // The feed's first page: its cards carry demo posts' avatars, pictures and a song.
    await expect(page.getByRole('article').first()).toBeVisible()
    await webSignIn(page, 'judge@kobza.local', demoPassword)
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await page.goto('/auctions')
    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible()
    expect(violations).toEqual([])
  })

  test('the console runs under its CSP without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await consoleSignIn(page, 'admin@kobza.local')
    await page.getByRole('menuitem', { name: /genres/i }).click()
    await expect(page.getByText('EDM/Electronic')).toBeVisible()
    await page.getByRole('menuitem', { name: /users/i }).click()
    await expect(page.getByText('admin@kobza.local').first()).toBeVisible()
    expect(violations).toEqual([])
  })

  test('an inline script is refused: the policy is enforced, not only sent', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    // The feed's first page: its cards carry demo posts' avatars, pictures and a song.
    await expect(page.getByRole('article').first()).toBeVisible()
    // An inline script runs as it is inserted, or never.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(violations[0]).toContain('script-src')
  })
})
