/*
 * Login latency with the configured hash parameters: starts the built API on a
 * scratch SQLite database, creates an account and times sequential logins over HTTP.
 * Run: npm run bench:login -w @kobza/api (after npm run build). Not a test: it prints figures.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../../', import.meta.url).pathname
const dataDir = mkdtempSync(join(tmpdir(), 'kobza-bench-'))
const port = String(39000 + Math.floor(Math.random() * 500))
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DB_CONNECTION: 'sqlite',
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: port,
  LOG_LEVEL: 'warn',
}
const samples = Number(process.env.SAMPLES ?? 25) // below the per-IP login limit of 30 a minute

const seed = spawnSync(
  process.execPath,
  ['cli/bin/kobza.mjs', 'users', 'create-admin', '--email', 'bench@kobza.local'],
  {
    cwd: root,
    env: { ...env, KOBZA_ADMIN_PASSWORD: 'Bench-Pass-2026' },
    encoding: 'utf8',
  }
)
if (seed.status !== 0) {
  console.error(seed.stdout, seed.stderr)
  process.exit(1)
}
const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: join(root, 'apps/api/build'),
  env: {
    ...env,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'sandbox',
    SERVE_APPS: 'false',
    APP_URL: `http://127.0.0.1:${port}`,
  },
  stdio: 'inherit',
})
const base = `http://127.0.0.1:${port}`
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {
      if (attempt > 100) throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const timings = []
  for (let i = 0; i < samples + 1; i += 1) {
    const started = performance.now()
    const response = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench@kobza.local', password: 'Bench-Pass-2026' }),
    })
    await response.json()
    if (response.status !== 200) throw new Error(`login answered ${response.status}`)
    if (i > 0) timings.push(performance.now() - started) // the first call warms up lazy imports
  }
  timings.sort((a, b) => a - b)
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1)
  console.log(
    `login over HTTP, ${timings.length} sequential requests: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`
  )
  console.log('hash: argon2id m=19 MiB t=2 p=1 (config/hash.ts); budget: median under 300 ms')
  process.exitCode = Number(at(0.5)) < 300 ? 0 : 1
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
