/*
 * `npm run test:hostile`: the slow half of the security and reliability suite (see
 * SECURITY.md). Makes a private PostgreSQL cluster, seeds the demo data once, then runs each
 * hostile/tests/*.test.mjs file in turn against the production build, and leaves its counts
 * in hostile/.test-counts for the closing "N passed, N failed" line.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'
import { createCluster } from './lib/cluster.mjs'
import { SEED_DATABASE, seedTemplate } from './lib/platform.mjs'
import { recordTestCounts } from '../scripts/test-counts.mjs'

const here = new URL('.', import.meta.url).pathname
process.env.KOBZA_TEST_COUNTS_DIR ??= join(here, '.test-counts')

/**
 * Ports 23000–23099: the cluster takes the first, each test file's server the next ones. Below
 * the kernel's ephemeral range (32768+), where an outgoing connection's source port can take a
 * server's port before it listens (CI saw EADDRINUSE on 43066).
 */
const basePort = Number(process.env.HOSTILE_PORT ?? 23000)
const only = process.argv.slice(2)
const files = readdirSync(join(here, 'tests'))
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort()
  .map((name) => join(here, 'tests', name))

const started = Date.now()
const work = mkdtempSync(join(tmpdir(), 'kz-host-'))
const cluster = createCluster(basePort)
let passed = 0
let failed = 0
try {
  cluster.start()
  await cluster.query('postgres', `CREATE DATABASE ${SEED_DATABASE}`)
  const seedDir = join(work, 'seed')
  seedTemplate(cluster, seedDir)
  console.log(`▶ hostile: cluster on :${basePort} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const stream = run({
    files,
    concurrency: 1,
    env: {
      ...process.env,
      HOSTILE_PG_PORT: String(basePort),
      HOSTILE_PG_DIR: cluster.dir,
      HOSTILE_SEED_DIR: seedDir,
      HOSTILE_WORK_DIR: work,
      HOSTILE_BASE_PORT: String(basePort),
    },
  })
  stream.on('test:pass', (event) => {
    if (event.details.type !== 'suite') passed += 1
  })
  stream.on('test:fail', (event) => {
    if (event.details.type !== 'suite') failed += 1
  })
  await new Promise((resolve, reject) => {
    const out = stream.compose(spec)
    out.pipe(process.stdout, { end: false })
    out.on('end', resolve)
    out.on('error', reject)
  })
} catch (error) {
  console.error(error)
  failed = Math.max(failed, 1)
} finally {
  cluster.dispose()
  rmSync(work, { recursive: true, force: true })
}
recordTestCounts('hostile', passed, failed)
console.log(`\n⏱ hostile: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
