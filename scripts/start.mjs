/*
 * `npm start`: the whole platform on its embedded defaults, one process, one port.
 * Builds what is not built (turbo caches the rest), migrates, seeds reference and
 * demo data, then serves the API, the web app at / and the console at /admin.
 */
import { spawn, spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const host = process.env.HOST || '127.0.0.1'
const port = process.env.PORT || '3333'
const browsable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
const base = `http://${browsable.includes(':') ? `[${browsable}]` : browsable}:${port}`
// Links in mails need a public origin the server trusts (never a request's Host): on the embedded defaults it is this address.
const appUrl = process.env.APP_URL || base
// The demo takes payments through the sandbox, whose checkout page lets the payer approve their
// own order: production accepts it only when named (another provider can still be chosen).
const paymentsProvider = process.env.PAYMENTS_PROVIDER || 'sandbox'
const env = {
  ...process.env,
  HOST: host,
  PORT: port,
  APP_URL: appUrl,
  PAYMENTS_PROVIDER: paymentsProvider,
  TURBO_TELEMETRY_DISABLED: '1',
}

function step(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}

step('Checking the runtime', process.execPath, ['scripts/check-node.mjs', '--verbose'])
if (process.env.KOBZA_SKIP_BUILD !== '1') {
  // Only what the platform serves; Storybook and the libraries' own builds are not needed to run it.
  step('Building (cached when nothing changed)', 'turbo', [
    'run',
    'build',
    '--filter=@kobza/api...',
    '--filter=@kobza/web...',
    '--filter=@kobza/admin...',
    '--output-logs=errors-only',
  ])
}
step('Migrating and seeding demo data', process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'])

console.log('\n▶ Starting Kobza')
const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: `${root}apps/api/build`,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { NODE_ENV: 'production', SERVE_APPS: 'true', ...env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

for (let attempt = 0; attempt < 100; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 200))
  try {
    const response = await fetch(`${base}/health`)
    if (response.ok) {
      console.log(`\n✔ Kobza is running at ${base}/   (console: ${base}/admin, sign in as admin@kobza.local)\n`)
      break
    }
  } catch {
    // not listening yet
  }
}
