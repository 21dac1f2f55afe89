// Throwaway: screenshots of /search at 1280 and 375 px against PORT 3347 (not committed).
import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3347'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 375, height: 812 }]]) {
  const page = await browser.newPage({ viewport })
  await page.goto(base + '/sign-in')
  await page.getByLabel('Email', { exact: true }).fill('fan@kobza.local')
  await page.getByLabel('Password', { exact: true }).fill('Kobza-demo-2026!')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(base + '/')
  const shot = async (path, file, wait) => {
    await page.goto(base + path)
    await page.getByRole('heading', { name: wait }).first().waitFor()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `/tmp/search-web-shots/${name}-${file}.png`, fullPage: true })
  }
  await shot('/search?page=1', 'start', 'Start your journey')
  await shot('/search?page=1&q=oksana', 'artists', 'Search')
  await shot('/search?page=1&type=SONG', 'songs', 'Search')
  await shot('/search?page=1&type=EVENT', 'events', 'Search')
  await shot('/search?page=1&q=qwfpgjzx', 'none', 'No matches found')
  await page.goto(base + '/search?page=1&type=SONG&genres=POP')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await page.getByRole('checkbox', { name: 'Pop', exact: true }).waitFor()
  await page.screenshot({ path: `/tmp/search-web-shots/${name}-filter.png` })
  await page.close()
}
await browser.close()
