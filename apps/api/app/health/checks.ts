/*
 * What the platform depends on, checked for real: `/health` and `kobza doctor` both run
 * these. A check's `detail` is written here, never copied from an error, so `/health` can
 * show it to anyone; the error itself travels in `cause` for the operator's eyes only.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { unlink, writeFile } from 'node:fs/promises'
import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import kobzaConfig from '#config/kobza'
import { dataDir, dataPath } from '#core/paths'
import { queueStats } from '#core/jobs/jobs'

export interface CheckResult {
  name: string
  /** What is checked, as configured (no secrets). */
  setting: string
  ok: boolean
  /** Safe to show to anyone. */
  detail: string
  /** The underlying error, for logs and the operator's terminal. */
  cause?: unknown
}

const DEFAULT_TIMEOUT_MS = 3000

function describeDatabase() {
  const name = db.primaryConnectionName
  const config = app.config.get<{ client: string; connection: unknown }>(`database.connections.${name}`)
  if (config.client === 'pg') {
    const connection = config.connection
    if (typeof connection === 'string') {
      const url = new URL(connection)
      url.password = url.password ? '***' : ''
      return `pg ${url.toString()}`
    }
    const { host, port, database, user } = connection as Record<string, string>
    return `pg postgres://${user}@${host}:${port}/${database}`
  }
  return `${config.client} ${String((config.connection as { filename?: string }).filename)}`
}

export async function checkDatabase(): Promise<CheckResult> {
  const setting = describeDatabase()
  try {
    await db.rawQuery('select 1 as ok')
    return { name: 'database', setting, ok: true, detail: `reachable (${db.connection().dialect.name})` }
  } catch (cause) {
    return { name: 'database', setting, ok: false, detail: 'the database does not answer', cause }
  }
}

/** Redis is a dependency only when REDIS_URL is set (shared rate-limit counters). */
export async function checkRedis(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<CheckResult | null> {
  if (!kobzaConfig.redisUrl) return null
  const url = new URL(kobzaConfig.redisUrl)
  const setting = `redis://${url.hostname}:${url.port || 6379}`
  try {
    const redis = (await import('@adonisjs/redis/services/main')).default
    const answer = await withTimeout(redis.connection('main').ping(), timeoutMs, 'no answer from Redis')
    if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`)
    return { name: 'redis', setting, ok: true, detail: 'answers PING' }
  } catch (cause) {
    return { name: 'redis', setting, ok: false, detail: 'Redis does not answer', cause }
  }
}

/**
 * The data folder takes a write (uploads, the SQLite file, the mail outbox live there); with
 * DRIVE_DISK=s3 the bucket also takes a write, a read and a delete of a probe object.
 */
export async function checkStorage(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<CheckResult> {
  const { usesLocalDisk } = await import('#media/public')
  if (!usesLocalDisk()) return checkBucket(timeoutMs)
  return checkDataFolder()
}

async function checkBucket(timeoutMs: number): Promise<CheckResult> {
  const { mediaStoreSetting, probeMediaStore } = await import('#media/public')
  const setting = mediaStoreSetting()
  try {
    await withTimeout(probeMediaStore(), timeoutMs, `no answer from the bucket within ${timeoutMs} ms`)
    return { name: 'storage', setting, ok: true, detail: 'the bucket takes a write, a read and a delete' }
  } catch (error) {
    // Drive wraps the store's answer ("cannot write file"); the operator needs the store's own (NoSuchBucket, …).
    let cause = error
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause
    return { name: 'storage', setting, ok: false, detail: 'the bucket cannot be written', cause }
  }
}

async function checkDataFolder(): Promise<CheckResult> {
  let dir = ''
  try {
    dir = dataDir()
    await writeProbe(dir)
    return { name: 'storage', setting: `local disk ${dir}`, ok: true, detail: 'writable' }
  } catch (cause) {
    return {
      name: 'storage',
      setting: `local disk ${dir}`,
      ok: false,
      detail: 'the data folder is not writable',
      cause,
    }
  }
}

async function writeProbe(dir: string) {
  const probe = join(dir, `.probe-${randomBytes(6).toString('hex')}`)
  await writeFile(probe, 'ok')
  await unlink(probe)
}

/** The outbox folder takes a write; an SMTP server accepts a connection and answers EHLO. */
export async function checkMail(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<CheckResult> {
  if (kobzaConfig.mailTransport === 'smtp') return checkSmtp(kobzaConfig.smtp, timeoutMs)
  const outbox = dataPath('outbox')
  try {
    const { mkdir } = await import('node:fs/promises')
    await mkdir(outbox, { recursive: true })
    await writeProbe(outbox)
    return {
      name: 'mail',
      setting: `outbox folder ${outbox}`,
      ok: true,
      detail: 'mails are written to files and logged',
    }
  } catch (cause) {
    return { name: 'mail', setting: `outbox folder ${outbox}`, ok: false, detail: 'the outbox is not writable', cause }
  }
}

export async function checkSmtp(
  server: { host: string; port: number; secure: boolean },
  timeoutMs = DEFAULT_TIMEOUT_MS
): Promise<CheckResult> {
  const setting = `SMTP ${server.host}:${server.port}${server.secure ? ' (TLS)' : ''}`
  try {
    const capabilities = await smtpGreeting(server, timeoutMs)
    return {
      name: 'mail',
      setting,
      ok: true,
      detail: `the server greets and answers EHLO (${capabilities} capabilities)`,
    }
  } catch (cause) {
    const detail = cause instanceof SmtpCheckError ? cause.message : 'the SMTP server cannot be reached'
    return { name: 'mail', setting, ok: false, detail, cause }
  }
}

/** An SMTP problem worded by us, safe to show. */
class SmtpCheckError extends Error {}

/** Connects, reads the 220 greeting, says EHLO and reads the 250 reply, then QUIT. Resolves to the capability count. */
function smtpGreeting(server: { host: string; port: number; secure: boolean }, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket: Socket = server.secure
      ? connectTls({ host: server.host, port: server.port, servername: server.host })
      : connectTcp({ host: server.host, port: server.port })
    let buffer = ''
    let stage: 'greeting' | 'ehlo' = 'greeting'
    const finish = (error: Error | null, capabilities = 0) => {
      clearTimeout(timer)
      socket.removeAllListeners('data')
      if (error) {
        socket.destroy()
        reject(error)
      } else {
        socket.end('QUIT\r\n')
        resolve(capabilities)
      }
    }
    const timer = setTimeout(
      () =>
        finish(
          new SmtpCheckError(
            `the SMTP server did not ${stage === 'greeting' ? 'greet' : 'answer EHLO'} within ${timeoutMs} ms`
          )
        ),
      timeoutMs
    )
    socket.setEncoding('utf8')
    socket.on('error', (error) => finish(error))
    socket.on('data', (chunk: string) => {
      buffer += chunk
      // A reply is complete at its last line: "NNN text" (continuation lines are "NNN-text").
      const lines = buffer.split('\r\n').filter(Boolean)
      const last = lines.at(-1)
      if (!buffer.endsWith('\r\n') || !last || (!/^\d{3} /.test(last) && !/^\d{3}$/.test(last))) return
      const code = last.slice(0, 3)
      buffer = ''
      if (stage === 'greeting') {
        if (code !== '220') return finish(new SmtpCheckError(`the SMTP server refused the connection (${code})`))
        stage = 'ehlo'
        socket.write('EHLO kobza.health\r\n')
        return
      }
      if (code !== '250') return finish(new SmtpCheckError(`the SMTP server refused EHLO (${code})`))
      finish(null, lines.length - 1)
    })
  })
}

/** The local ledger is embedded (its state in the database); a Concordium node must accept a connection. */
export async function checkLedger({
  requireContracts = false,
  timeoutMs = DEFAULT_TIMEOUT_MS,
} = {}): Promise<CheckResult> {
  if (kobzaConfig.ledgerNetwork === 'local') {
    const setting = 'local ledger (embedded)'
    try {
      const { ledgerStatus } = await import('#markets/public')
      const status = await ledgerStatus()
      return {
        name: 'ledger',
        setting,
        // The node is up whether or not contracts exist; the operator (doctor) also needs them deployed.
        ok: requireContracts ? status.deployed : status.reachable,
        detail: status.deployed ? `${status.detail}; contracts deployed` : status.detail,
      }
    } catch (cause) {
      return { name: 'ledger', setting, ok: false, detail: 'the ledger state cannot be read', cause }
    }
  }
  const setting = `Concordium ${kobzaConfig.ledgerNetwork}`
  if (!kobzaConfig.ledgerNodeUrl) {
    return { name: 'ledger', setting, ok: false, detail: 'LEDGER_NODE_URL is not set' }
  }
  const url = new URL(kobzaConfig.ledgerNodeUrl)
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  try {
    await tcpConnect(url.hostname, port, timeoutMs)
    return { name: 'ledger', setting: `${setting} node ${url.host}`, ok: true, detail: 'the node accepts connections' }
  } catch (cause) {
    return {
      name: 'ledger',
      setting: `${setting} node ${url.host}`,
      ok: false,
      detail: 'the node cannot be reached',
      cause,
    }
  }
}

function tcpConnect(host: string, port: number, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = connectTcp({ host, port, timeout: timeoutMs })
    socket.once('connect', () => {
      socket.destroy()
      resolve()
    })
    socket.once('timeout', () => {
      socket.destroy()
      reject(new Error('connection timed out'))
    })
    socket.once('error', reject)
  })
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** A job due this long ago and still not taken means no worker is taking jobs. */
export const STUCK_QUEUE_MS = 15 * 60_000

const waitedFor = (ms: number) => (ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`)

/**
 * The durable job queue (mail, background work): due and failed jobs and how long the oldest
 * due one has waited. `/health` stays ok while the table answers — a backlog must not take every
 * instance out of the load balancer — and reports the figures; `kobza doctor` (stuckIsFailure)
 * fails when the oldest due job has waited past STUCK_QUEUE_MS.
 */
export async function checkJobs({ stuckIsFailure = false } = {}): Promise<CheckResult> {
  const setting = 'jobs table (worker in each API process)'
  try {
    const stats = await queueStats()
    const oldest = stats.oldestDueAgeMs
    const stuck = oldest !== null && oldest > STUCK_QUEUE_MS
    const detail =
      `${stats.due} due${oldest === null ? '' : ` (oldest waiting ${waitedFor(oldest)})`}, ` +
      `${stats.running} running, ${stats.queued - stats.due} waiting to retry, ${stats.failed} failed` +
      (stuck ? ': no worker is taking jobs — is an API process running?' : '') +
      (stats.failed > 0 ? '; see kobza mail status' : '')
    return { name: 'jobs', setting, ok: !(stuckIsFailure && stuck), detail }
  } catch (cause) {
    return { name: 'jobs', setting, ok: false, detail: 'the job queue cannot be read', cause }
  }
}

/**
 * The markets' ledger indexer: its lag behind the node's finalized blocks, in blocks and
 * seconds. Read from a status cached for a few seconds, so /health never waits on the node.
 * A lag is reported, not failed: the markets stay readable, only a little behind.
 */
export async function checkIndexer(): Promise<CheckResult> {
  const setting = 'markets indexer (one API instance at a time)'
  try {
    const { cachedIndexerStatus } = await import('#markets/public')
    const cached = await cachedIndexerStatus()
    if (!cached) return { name: 'indexer', setting, ok: true, detail: 'lag not read yet' }
    const { status, ageMs } = cached
    if (status.lag === null)
      return { name: 'indexer', setting, ok: true, detail: 'lag unknown: the ledger node cannot be read' }
    const indexed = status.cursor ? `block ${status.cursor.height}` : 'nothing'
    return {
      name: 'indexer',
      setting,
      ok: true,
      detail: `indexed ${indexed} of ${status.ledgerHeight}; lag ${status.lag} block(s), ${status.lagSeconds ?? '?'} s (read ${Math.round(ageMs / 1000)} s ago)`,
    }
  } catch (cause) {
    return { name: 'indexer', setting, ok: true, detail: 'lag unknown', cause }
  }
}

/**
 * How long /health reuses the bucket's probe. Each probe is a PUT, a GET and a DELETE the
 * operator pays for, and a load balancer asks /health every few seconds; `kobza doctor` probes afresh.
 */
export const BUCKET_PROBE_TTL_MS = 30_000
let bucketProbe: { at: number; result: Promise<CheckResult> } | undefined

async function storageCheckForHealth(): Promise<CheckResult> {
  const { usesLocalDisk } = await import('#media/public')
  if (usesLocalDisk()) return checkDataFolder()
  if (!bucketProbe || Date.now() - bucketProbe.at >= BUCKET_PROBE_TTL_MS)
    bucketProbe = { at: Date.now(), result: checkBucket(DEFAULT_TIMEOUT_MS) }
  return bucketProbe.result
}

/** Every dependency `/health` answers for: database, Redis when set, storage, mail, ledger, the job queue, the indexer's lag. */
export async function dependencyChecks(): Promise<CheckResult[]> {
  const checks = await Promise.all([
    checkDatabase(),
    checkRedis(),
    storageCheckForHealth(),
    checkMail(),
    checkLedger(),
    checkJobs(),
    checkIndexer(),
  ])
  return checks.filter((check): check is CheckResult => check !== null)
}

/**
 * The ffmpeg that transcodes songs (config/ffmpeg.ts): its path and version. None is not a
 * failure of the platform (songs are then served as uploaded), but the row says so.
 */
export async function checkFfmpeg(): Promise<CheckResult> {
  const { default: ffmpegConfig } = await import('#config/ffmpeg')
  const { path, source, missing } = ffmpegConfig.choice
  if (!path) return { name: 'ffmpeg', setting: 'none', ok: true, detail: `${missing}; songs are served as uploaded` }
  try {
    const { stdout } = await promisify(execFile)(path, ['-hide_banner', '-version'], { timeout: DEFAULT_TIMEOUT_MS })
    const version = /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown version'
    return { name: 'ffmpeg', setting: `${path} (${source})`, ok: true, detail: `ffmpeg ${version}` }
  } catch (cause) {
    return { name: 'ffmpeg', setting: `${path} (${source})`, ok: false, detail: 'ffmpeg does not run', cause }
  }
}
