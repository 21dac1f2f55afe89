// Throwaway: screenshots of the other screens against PORT 3347 (not committed).
import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3347'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const errors = []
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 375, height: 812 }]]) {
  const page = await browser.newPage({ viewport })
  page.on('console', (m) => m.type() === 'error' && errors.push(`${name} ${page.url()}: ${m.text()}`))
  page.on('response', (r) => r.status() >= 400 && errors.push(`${name} ${page.url()}: ${r.status()} ${r.url()}`))
  await page.goto(base + '/sign-in')
  await page.getByLabel('Email', { exact: true }).fill('fan@kobza.local')
  await page.getByLabel('Password', { exact: true }).fill('Kobza-demo-2026!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(base + '/')
  for (const path of ['/', '/settings', '/hall-of-fame', '/auctions', '/secondary-sale', '/profile/oksana_verbytska', '/chat', '/video', '/privacy-policy', '/nowhere']) {
    await page.goto(base + path)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/search-web-shots/polish-${name}${path.replaceAll('/', '_')}.png`, fullPage: false })
  }
  await page.close()
}
await browser.close()
console.log(errors.join('\n'))
