/*
 * Runs the API suite on SQLite, then on PostgreSQL in a database made for this
 * run (the machine's server is shared, so never assume an empty one).
 * KOBZA_REQUIRE_POSTGRES=1 (set by CI) turns "PostgreSQL unreachable" into a failure.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import pg from 'pg'

/** A port nobody listens on right now, so parallel runs and a running `npm start` don't collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const extraArgs = process.argv.slice(2)
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const requirePostgres = process.env.KOBZA_REQUIRE_POSTGRES === '1'

async function runSuite(label, env) {
  const port = await freePort()
  console.log(`\n▶ API tests on ${label}`)
  const result = spawnSync(process.execPath, ['ace', 'test', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), KOBZA_TEST_DB: label, ...env },
  })
  return result.status === 0
}

/** Redis answers PING? Then the Redis-store tests run too. */
async function redisReachable(url) {
  const { hostname, port } = new URL(url)
  const { createConnection } = await import('node:net')
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(2000)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.end()
      resolve(String(data).startsWith('+PONG'))
    })
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}

// config/redis.ts connects here when REDIS_URL is not set.
const redisUrl = 'redis://127.0.0.1:6379'
const redisUp = await redisReachable(redisUrl)
if (!redisUp) {
  const message = `Redis is not reachable at ${redisUrl}`
  if (process.env.KOBZA_REQUIRE_REDIS === '1') {
    console.error(`✖ ${message}`)
    process.exit(1)
  }
  console.warn(`⚠ ${message}; the Redis rate-limit tests are left out (set KOBZA_REQUIRE_REDIS=1 to fail instead)`)
}
process.env.KOBZA_TEST_REDIS = redisUp ? '1' : '0'

const scratch = mkdtempSync(join(tmpdir(), 'kobza-api-test-'))
let ok = await runSuite('sqlite', {
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE: join(scratch, 'test.sqlite'),
  DATA_DIR: scratch,
  DATABASE_URL: '',
})

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
let reachable = true
try {
  await client.connect()
} catch (error) {
  reachable = false
  const message = `PostgreSQL is not reachable at ${adminUrl}: ${error.message}`
  if (requirePostgres) {
    console.error(`✖ ${message}`)
    ok = false
  } else {
    console.warn(`⚠ ${message}; PostgreSQL run skipped (set KOBZA_REQUIRE_POSTGRES=1 to fail instead)`)
  }
}
if (reachable) {
  const database = `kobza_test_${process.pid}_${Date.now()}`
  await client.query(`CREATE DATABASE ${database}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    ok = (await runSuite('postgres', { DB_CONNECTION: 'pg', DATABASE_URL: url.toString(), DATA_DIR: scratch })) && ok
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await client.end()
  }
}
rmSync(scratch, { recursive: true, force: true })
process.exit(ok ? 0 : 1)
