/*
 * Starts the production build on E2E_PORT with a fresh SQLite database and demo
 * data, the way `npm start` does, for Playwright's webServer.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dataDir = process.env.KOBZA_E2E_DATA_DIR
if (!dataDir) throw new Error('KOBZA_E2E_DATA_DIR is set by playwright.config.ts')
mkdirSync(dataDir, { recursive: true })
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DB_CONNECTION: 'sqlite',
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '29017',
  // Production requires the public origin links in mails use.
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '29017'}`,
  LOG_LEVEL: 'warn',
  // Short-lived access tokens make every longer test go through the silent refresh.
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '8s',
  // Every e2e account signs up from 127.0.0.1: room for many more than a person would make.
  RATE_LIMIT_FACTOR: '10',
  // The markets flow ends an auction by moving the local ledger's clock (an admin-only call).
  LEDGER_TEST_CLOCK: 'true',
  // The payment flows approve orders on the sandbox's checkout page: production needs it named.
  PAYMENTS_PROVIDER: 'sandbox',
}

const seed = spawnSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], { cwd: root, env, stdio: 'inherit' })
if (seed.status !== 0) process.exit(seed.status ?? 1)

const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: join(root, 'apps/api/build'),
  env: { ...env, NODE_ENV: 'production', SERVE_APPS: 'true' },
  stdio: 'inherit',
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
