import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { BenchContext } from './endpoint.ts'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = Date.now()
  process.stdout.write(`▶ ${title}… `)
  const result = spawnSync(command, args, { cwd: repoRoot, env, encoding: 'utf8' })
  if (result.status !== 0) {
    console.log('failed')
    console.error(result.stdout, result.stderr)
    throw new Error(`${title} failed`)
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** What `npm start` builds: the API and both apps (turbo answers from cache when nothing changed). */
export function build() {
  if (process.env.KOBZA_SKIP_BUILD === '1') return
  step('Building the API, the web app and the console', 'turbo', [
    'run',
    'build',
    '--filter=@kobza/api...',
    '--filter=@kobza/web...',
    '--filter=@kobza/admin...',
    '--output-logs=errors-only',
  ])
}

/** Environment of a run on SQLite in `dataDir`, the default. */
export const sqliteEnv = (): NodeJS.ProcessEnv => ({ DB_CONNECTION: 'sqlite', DATABASE_URL: '', SQLITE_FILE: '' })

/**
 * A new data folder with a migrated, seeded database, as `npm start` makes on a fresh clone:
 * SQLite in the folder unless `database` names another (e.g. PostgreSQL's DATABASE_URL).
 */
export function freshDatabase(database: NodeJS.ProcessEnv = sqliteEnv()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kobza-bench-'))
  const env = { ...process.env, DATA_DIR: dataDir, ...database }
  step('Migrating and seeding a fresh database', process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], env)
  return { dataDir, sqliteFile: join(dataDir, 'kobza.sqlite') }
}

/** Polls `url` every 100 ms until it answers 2xx; fails if `child` exits first or `attempts` run out. */
export async function waitFor(url: string, child: ChildProcess, what: string, attempts = 300) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not answer ${url}`)
}

export interface Server {
  url: string
  pid: number
  stop(): Promise<void>
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
}

/** The production build as `npm start` runs it: one process serving the API and both apps. */
/**
 * The API's production build in a process of its own on `port` (sandbox payments), with
 * `env` under it. `appUrl` is the public origin mails link to: production refuses to start
 * without one.
 */
export function spawnApi(
  env: NodeJS.ProcessEnv,
  port: number,
  {
    appUrl = `http://127.0.0.1:${port}`,
    serveApps = true,
    stdio = 'pipe',
    nodeArgs = [],
  }: { appUrl?: string; serveApps?: boolean; stdio?: 'pipe' | 'quiet'; nodeArgs?: string[] } = {}
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, 'bin/server.js'], {
    cwd: join(repoRoot, 'apps/api/build'),
    env: {
      ...env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      SERVE_APPS: String(serveApps),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: appUrl,
    },
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  })
}

/**
 * A new PostgreSQL database named `prefix` + this process id on the server of `adminUrl`, a
 * fresh data folder, and the environment for the API on both (`extra` over it).
 */
export async function freshPostgres(adminUrl: string, prefix: string, extra: NodeJS.ProcessEnv) {
  const database = `${prefix}${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  const databaseUrl = new URL(adminUrl)
  databaseUrl.pathname = `/${database}`
  const dataDir = mkdtempSync(join(tmpdir(), prefix.replaceAll('_', '-')))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    DB_CONNECTION: 'pg',
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    ...extra,
  }
  return { admin, database, databaseUrl, dataDir, env }
}

export interface Answer {
  status: number
  body: string
}

/** One HTTP request; answers its status and body as text, whatever the status. */
export function requestText(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  agent: http.Agent | false
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

export async function startPlatform(
  port: number,
  dataDir: string,
  database: NodeJS.ProcessEnv = sqliteEnv()
): Promise<Server> {
  const log = createWriteStream(join(dataDir, 'platform.log'))
  const child = spawnApi({ ...process.env, DATA_DIR: dataDir, ...database, TZ: 'UTC' }, port, { stdio: 'pipe' })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/health`, child, 'The platform')
  return { url, pid: child.pid!, stop: stopper(child) }
}

/** A server script of this folder in its own process, ready once it says so over IPC. */
async function forkServer(script: string, port: number, env: NodeJS.ProcessEnv, what: string): Promise<Server> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) }
}

/** The bare Fastify references, in their own process. */
export function startReference(port: number, sqliteFile: string, context: BenchContext): Promise<Server> {
  return forkServer(
    './reference_server.ts',
    port,
    { BENCH_DATABASE: sqliteFile, BENCH_CONTEXT: JSON.stringify(context) },
    'The Fastify reference'
  )
}

/** AdonisJS's HTTP server alone with getServerTime's route (framework_floor.ts). */
export function startFrameworkFloor(port: number): Promise<Server> {
  return forkServer('./framework_floor.ts', port, {}, 'The framework floor')
}

/** The demo's password (`kobza seed demo`), which the benches sign in with. */
export const demoPassword = process.env.KOBZA_DEMO_PASSWORD ?? 'Kobza-demo-2026!'

export interface SignedIn {
  uuid: string
  /** The Authorization header's value. */
  bearer: string
}

/** Signs `email` in through the API's login, as the web app does. */
export async function signIn(url: string, email: string, password = demoPassword): Promise<SignedIn> {
  const answer = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  })
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${await answer.text()}`)
  const parsed = (await answer.json()) as { access_token: string; uuid: string }
  return { uuid: parsed.uuid, bearer: `Bearer ${parsed.access_token}` }
}
