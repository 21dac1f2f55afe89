import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '@kobza/testkit/chromium'

/*
 * One data folder for the platform under test, shared with the tests through the
 * environment (workers inherit it) so they can read the mail outbox.
 */
process.env.KOBZA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kobza-e2e-'))

const port = Number(process.env.E2E_PORT ?? 29017)
const baseURL = `http://127.0.0.1:${port}`
/*
 * The platform reads the ledger through `kobza ledger node` on the next port (server.mjs), as it
 * would read a Concordium node; the tests read the same node to check what the API verified.
 * E2E_LEDGER_NODE=embedded runs the API's in-process node instead (then this stays unset).
 */
if (process.env.E2E_LEDGER_NODE !== 'embedded')
  process.env.E2E_LEDGER_NODE_URL ??= `http://127.0.0.1:${Number(process.env.E2E_LEDGER_NODE_PORT ?? port + 1)}`

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  /*
   * One retry in CI: a flow that fails on a shared two-core machine and passes on its retry is
   * reported as flaky in the list and the JSON report (so it stays visible) instead of failing
   * the whole run; one that fails twice still fails it. Locally a failure is a failure.
   */
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.test-counts/playwright.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Specs run at desktop size (1280×900); files named *.mobile.spec.ts run at phone size (375×812).
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
