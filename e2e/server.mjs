/*
 * Starts the production build on E2E_PORT with a fresh SQLite database and demo
 * data, the way `npm start` does, for Playwright's webServer.
 *
 * The ledger is read the way a deployment on a Concordium network reads it: `kobza ledger node`
 * runs as its own process (E2E_LEDGER_NODE_URL, set by playwright.config.ts) and the platform is started
 * with LEDGER_NODE_URL pointing at it, so every market step the e2e suite makes is verified by
 * the API through the SDK's gRPC client over a socket to another process. Node and API share
 * one ledger: its state is the `ledger_states` row of the same database, versioned, which each
 * process reloads when the other has written (the API's dev-wallet routes write, the node reads).
 * E2E_LEDGER_NODE=embedded runs the API's in-process node instead (`npm start`'s default).
 *
 * `node server.mjs network <port>` starts a second API on the same database and data folder as a
 * platform trading on Concordium Mainnet (LEDGER_NETWORK=mainnet) reading the same node, for the
 * real-wallet spec (support/networkPlatform.ts): its pages carry the CSP the API sends on a
 * network, and its local-ledger routes answer as they do there. No seed, no node of its own.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dataDir = process.env.KOBZA_E2E_DATA_DIR
if (!dataDir) throw new Error('KOBZA_E2E_DATA_DIR is set by playwright.config.ts')
mkdirSync(dataDir, { recursive: true })
const networkPort = process.argv[2] === 'network' ? process.argv[3] : undefined
const port = networkPort ?? process.env.E2E_PORT ?? '29017'
const nodeUrl = process.env.E2E_LEDGER_NODE_URL
if (networkPort && !nodeUrl) throw new Error('The network platform reads the ledger through E2E_LEDGER_NODE_URL')
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DB_CONNECTION: 'sqlite',
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: port,
  // Production requires the public origin links in mails use.
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Short-lived access tokens make every longer test go through the silent refresh.
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '8s',
  // Every e2e account signs up from 127.0.0.1: room for many more than a person would make.
  RATE_LIMIT_FACTOR: '10',
  // The markets flow ends an auction by moving the local ledger's clock (an admin-only call).
  LEDGER_TEST_CLOCK: 'true',
  // The payment flows approve orders on the sandbox's checkout page: production needs it named.
  PAYMENTS_PROVIDER: 'sandbox',
  ...(networkPort
    ? {
        LEDGER_NETWORK: 'mainnet',
        // The local ledger's contracts, read through the same node: the same auctions, on "Mainnet".
        LEDGER_AUCTION_CONTRACT: '1,0',
        LEDGER_TOKEN_CONTRACT: '2,0',
        LEDGER_MARKET_CONTRACT: '3,0',
        // The first API indexes the one ledger; jobs are its too (this one polls for them hourly).
        LEDGER_INDEXER: 'off',
        JOBS_POLL_INTERVAL: String(3_600_000),
      }
    : {}),
}

if (!networkPort) {
  const seed = spawnSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], { cwd: root, env, stdio: 'inherit' })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}

const children = []
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  // The data folder is the first platform's: the network platform leaves it to it.
  if (!networkPort) rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

if (nodeUrl && !networkPort) {
  /*
   * Started beside the API rather than before it, so its boot adds nothing to the suite's: the
   * API connects on its first ledger read, and the indexer retries until the node answers.
   */
  const { hostname, port: nodePort } = new URL(nodeUrl)
  const args = ['cli/bin/kobza.mjs', 'ledger', 'node', '--host', hostname, '--port', nodePort]
  children.push(spawn(process.execPath, args, { cwd: root, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' }))
}

const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: join(root, 'apps/api/build'),
  env: { ...env, NODE_ENV: 'production', SERVE_APPS: 'true', ...(nodeUrl ? { LEDGER_NODE_URL: nodeUrl } : {}) },
  stdio: 'inherit',
})
children.push(server)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
