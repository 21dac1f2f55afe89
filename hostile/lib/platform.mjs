/*
 * The production build (apps/api/build) started as a real process on the private cluster,
 * the way e2e/server.mjs starts it: each test file gets its own copy of the demo data (a
 * PostgreSQL database made from the seeded template, and a copy of its media folder).
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createHmac } from 'node:crypto'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { clusterFromEnv } from './cluster.mjs'

export const root = new URL('../../', import.meta.url).pathname
export const SEED_DATABASE = 'kz_host_seed'
export const SANDBOX_SECRET = 'kz-host-sandbox-secret'
export const DEMO_PASSWORD = process.env.KOBZA_DEMO_PASSWORD ?? 'Kobza-demo-2026!'

/** The environment of a platform on `database`, storing under `dataDir`, listening on `port`. */
export function platformEnv({ databaseUrl, dataDir, port }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DB_CONNECTION: 'pg',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Upload temp folders land here, so the suite can see that none is left behind.
    TMPDIR: join(dataDir, 'tmp'),
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SERVE_APPS: 'false',
    RATE_LIMIT_FACTOR: '50',
    LEDGER_TEST_CLOCK: 'true',
    // Known here so the suite can sign the sandbox provider's callbacks as the provider would.
    PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
    // Production takes the sandbox only when it is named.
    PAYMENTS_PROVIDER: 'sandbox',
    // Short enough to prove the slowloris bounds inside the suite's time budget.
    HTTP_HEADERS_TIMEOUT: '3000',
    HTTP_REQUEST_TIMEOUT: '8000',
  }
}

/** Migrates and seeds the template database and its media folder (once per run). */
export function seedTemplate(cluster, dataDir) {
  mkdirSync(join(dataDir, 'tmp'), { recursive: true })
  const env = { ...platformEnv({ databaseUrl: cluster.url(SEED_DATABASE), dataDir, port: 0 }), NODE_ENV: undefined }
  const seed = spawnSync(process.execPath, [join(root, 'hostile/lib/seed-built.mjs')], {
    cwd: join(root, 'apps/api/build'),
    env,
    stdio: 'inherit',
  })
  if (seed.status !== 0) throw new Error('seeding the demo data failed')
}

/**
 * A started platform for one test file; `env` adds to (or, with `undefined`, removes from) its
 * environment: the real parts (S3, SMTP, Redis, LiqPay) a file tests.
 */
/** Sends `signal` to a running child and waits for its exit (SIGKILL after `graceMs` if given). */
async function endProcess(child, signal, graceMs) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await (graceMs === undefined ? exited : Promise.race([exited, sleep(graceMs).then(() => child.kill('SIGKILL'))]))
}

export async function startPlatform(name, port, { env = {}, database: shared } = {}) {
  const cluster = clusterFromEnv()
  // A second instance of a scale-out joins the first one's database instead of copying the seed.
  const database = shared ?? `kz_host_${name}`
  const dataDir = join(process.env.HOSTILE_WORK_DIR, name)
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(process.env.HOSTILE_SEED_DIR, dataDir, { recursive: true })
  mkdirSync(join(dataDir, 'tmp'), { recursive: true })
  if (!shared) {
    await cluster.query('postgres', `DROP DATABASE IF EXISTS ${database}`)
    await cluster.query('postgres', `CREATE DATABASE ${database} TEMPLATE ${SEED_DATABASE}`)
  }
  const platform = {
    name,
    port,
    cluster,
    database,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    process: null,
    logFile: join(dataDir, 'server.log'),
    env: withEnv(platformEnv({ databaseUrl: cluster.url(database), dataDir, port }), env),
    async start() {
      const log = openSync(platform.logFile, 'a')
      platform.process = spawn(process.execPath, ['bin/server.js'], {
        cwd: join(root, 'apps/api/build'),
        env: platform.env,
        stdio: ['ignore', log, log],
      })
      try {
        await waitForHealth(platform)
      } catch (error) {
        // A server that never became healthy must not outlive the test file (it would hang it).
        await platform.kill()
        throw error
      }
    },
    /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
    kill: () => endProcess(platform.process, 'SIGKILL'),
    /** SIGTERM, then SIGKILL if the server has not stopped within 10 s. */
    stop: () => endProcess(platform.process, 'SIGTERM', 10_000),
    async dispose() {
      await platform.stop()
      if (!shared)
        await cluster.query('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    },
    /** Resident memory of the server process, in MB (Linux /proc). */
    rssMb() {
      const pid = platform.process?.pid
      if (!pid) return 0
      try {
        const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
        return match ? Number(match[1]) / 1024 : 0
      } catch {
        return 0
      }
    },
    /** Starts sampling RSS every 50 ms; `stop()` answers the peak. */
    sampleRss() {
      let peak = platform.rssMb()
      const timer = setInterval(() => (peak = Math.max(peak, platform.rssMb())), 50)
      return { stop: () => (clearInterval(timer), Math.max(peak, platform.rssMb())) }
    },
    /** Every stored media file (relative keys) and every upload temp folder left behind. */
    mediaFiles: () => listFiles(join(dataDir, 'media')),
    uploadTempFolders: () =>
      existsSync(join(dataDir, 'tmp'))
        ? readdirSync(join(dataDir, 'tmp')).filter((entry) => entry.startsWith('kobza-upload-'))
        : [],
    query: (sql, params) => cluster.query(database, sql, params),
    logTail: () => (existsSync(platform.logFile) ? readFileSync(platform.logFile, 'utf8').slice(-4000) : ''),
  }
  await platform.start()
  return platform
}

function withEnv(base, extra) {
  const env = { ...base, ...extra }
  for (const [key, value] of Object.entries(extra)) if (value === undefined) delete env[key]
  return env
}

function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path, `${prefix}${entry}/`) : [`${prefix}${entry}`]
  })
}

async function waitForHealth(platform, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (platform.process.exitCode !== null)
      throw new Error(`The server exited (${platform.process.exitCode}):\n${platform.logTail()}`)
    try {
      const response = await fetch(`${platform.base}/health`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`The server did not answer /health in time:\n${platform.logTail()}`)
}

/** The sandbox provider's signed success callback for an order (LiqPay's shape, HMAC-signed), as a form body. */
export function sandboxSuccess(order, amount, transactionPrefix) {
  const data = Buffer.from(
    JSON.stringify({
      version: 1,
      order_id: order,
      status: 'success',
      amount: amount.toFixed(2),
      currency: 'UAH',
      transaction_id: `${transactionPrefix}-${order}`,
    })
  ).toString('base64')
  return new URLSearchParams({ data, signature: createHmac('sha256', SANDBOX_SECRET).update(data).digest('base64') })
}
