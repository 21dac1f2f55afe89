/*
 * The durable job runner: the one home of background work (mail, transcoding, notification
 * fan-out). A job is a row of the `jobs` table, so it survives a crash and is seen by every
 * instance.
 *
 *   registerJob('mail.send', handler, { maxAttempts, backoffMs, concurrency })
 *       once per job name, by the domain that owns it, in a module start/jobs.ts imports;
 *   enqueue('mail.send', payload, { trx, runAt, maxAttempts, dedupeKey })
 *       in the transaction of the change that causes the work: rolled back, nothing runs.
 *
 * A worker (worker.ts; one per API process, started by worker_preload.ts, never in tests)
 * claims due jobs — `FOR UPDATE SKIP LOCKED` on PostgreSQL, so many instances never take the
 * same one; on SQLite a single UPDATE is atomic — and holds each under a lease it renews while
 * the handler runs. A worker that dies (kill -9, OOM) stops renewing: once the lease has passed
 * another worker claims the job again. A handler that throws is tried again after `backoffMs`
 * doubled per attempt (capped at an hour); after `maxAttempts` claims the job is `failed` with
 * its last error, for an operator to retry. A successful job is `done` and its payload erased
 * (the row keeps name, times and attempts; done rows are pruned after a week).
 *
 * Delivery is at least once: a worker that dies after the handler's effect but before `done` is
 * written runs it again. Handlers make their effect idempotent where they can (the mail keeps
 * one Message-ID across tries). Tests run jobs themselves with `drainJobs()`; "now" is the
 * application clock (#core/clock), so tests travel past a backoff or a lease instead of waiting.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'

export type JobStatus = 'queued' | 'done' | 'failed'

export interface JobContext {
  id: number
  name: string
  /** 1 on the first try. */
  attempt: number
  maxAttempts: number
}

export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<unknown>

export interface JobOptions {
  /** Claims before the job is given up as failed (default 5). */
  maxAttempts?: number
  /** Wait before the second try; doubled for each further one, at most an hour (default 10 s). */
  backoffMs?: number
  /** Jobs of this name one process runs at once (default: no limit beyond the worker's). */
  concurrency?: number
}

interface Definition extends Required<Omit<JobOptions, 'concurrency'>> {
  handler: JobHandler<never>
  concurrency: number | null
}

const DEFAULT_MAX_ATTEMPTS = 5
const DEFAULT_BACKOFF_MS = 10_000
const MAX_BACKOFF_MS = 3_600_000
const DONE_RETENTION_MS = 7 * 24 * 3_600_000

const definitions = new Map<string, Definition>()

/** This process, as written in `locked_by`: a restarted process is another worker. */
export const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

export function registerJob<Payload>(name: string, handler: JobHandler<Payload>, options: JobOptions = {}) {
  if (definitions.has(name)) throw new Error(`A job named "${name}" is already registered`)
  definitions.set(name, {
    handler: handler as JobHandler<never>,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    concurrency: options.concurrency ?? null,
  })
}

export function registeredJobs(): ReadonlyMap<string, { concurrency: number | null }> {
  return definitions
}

export interface EnqueueOptions {
  /** The transaction of the change that causes the job: the job exists only if it commits. */
  trx?: TransactionClientContract
  /** Not before this time (epoch ms or a DateTime); now by default. */
  runAt?: number | DateTime
  maxAttempts?: number
  /** A job with this key already stored (in any status) makes this call do nothing. */
  dedupeKey?: string
}

let wake: () => void = () => {}

/** The worker of this process asks to be told when a job is enqueued here (worker.ts). */
export function onEnqueue(listener: () => void) {
  wake = listener
}

/** Stores a job; answers its id, or null when `dedupeKey` was taken. The payload is stored as JSON. */
export async function enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<number | null> {
  const now = clock.millis()
  const runAt = options.runAt === undefined ? now : millisOf(options.runAt)
  const client: QueryClientContract = options.trx ?? db.connection()
  const query = client
    .knexQuery()
    .table('jobs')
    .insert({
      name,
      payload: JSON.stringify(payload ?? null),
      status: 'queued' satisfies JobStatus,
      attempts: 0,
      max_attempts: options.maxAttempts ?? definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: runAt,
      dedupe_key: options.dedupeKey ?? null,
      created_at: now,
    })
  if (options.dedupeKey) query.onConflict('dedupe_key').ignore()
  const rows: Array<{ id: number | string } | number> = await query.returning('id')
  const first = rows[0]
  const id = first === undefined ? null : Number(typeof first === 'object' ? first.id : first)
  // The worker of this process starts it at once (others find it at their next poll).
  if (id !== null && runAt <= now) {
    if (options.trx) options.trx.after('commit', () => wake())
    else wake()
  }
  return id
}

/** One job of `enqueueMany`: its payload and, optionally, its dedupe key. */
export interface ManyJob {
  payload: unknown
  dedupeKey?: string
}

/**
 * Stores many jobs of one name at once (a fan-out's mails or a push's devices): one multi-row
 * insert per 500, due now, in `trx` when given; a taken dedupe key skips its job. Answers how
 * many were stored.
 */
export async function enqueueMany(
  name: string,
  jobs: readonly ManyJob[],
  options: Pick<EnqueueOptions, 'trx' | 'maxAttempts'> = {}
): Promise<number> {
  if (jobs.length === 0) return 0
  const now = clock.millis()
  const client: QueryClientContract = options.trx ?? db.connection()
  const maxAttempts = options.maxAttempts ?? definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  let stored = 0
  for (let start = 0; start < jobs.length; start += 500) {
    const rows = jobs.slice(start, start + 500).map((job) => ({
      name,
      payload: JSON.stringify(job.payload ?? null),
      status: 'queued' satisfies JobStatus,
      attempts: 0,
      max_attempts: maxAttempts,
      run_at: now,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
    }))
    const inserted: unknown[] = await client
      .knexQuery()
      .table('jobs')
      .insert(rows)
      .onConflict('dedupe_key')
      .ignore()
      .returning('id')
    stored += inserted.length
  }
  if (stored > 0) {
    if (options.trx) options.trx.after('commit', () => wake())
    else wake()
  }
  return stored
}

const millisOf = (value: number | DateTime) => (typeof value === 'number' ? value : value.toMillis())

interface ClaimedJob {
  id: number
  name: string
  payload: string
  attempts: number
  max_attempts: number
}

/**
 * Marks up to `limit` due jobs of these names as this worker's, under a lease, and counts the
 * attempt. A job whose lease passed (its worker died) is due again.
 */
export async function claimJobs(names: string[], limit: number, owner = workerId): Promise<ClaimedJob[]> {
  if (names.length === 0 || limit <= 0) return []
  const now = clock.millis()
  const leaseUntil = now + kobzaConfig.jobs.leaseMs
  const connection = db.connection()
  const marks = names.map(() => '?').join(', ')
  const due = `status = 'queued' AND run_at <= ? AND (locked_until IS NULL OR locked_until <= ?) AND name IN (${marks})`
  const set = 'locked_by = ?, locked_until = ?, attempts = attempts + 1'
  if (connection.dialect.name === 'postgres') {
    const result = await connection.rawQuery(
      `WITH picked AS (SELECT id FROM jobs WHERE ${due} ORDER BY run_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
       UPDATE jobs SET ${set} FROM picked WHERE jobs.id = picked.id
       RETURNING jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts`,
      [now, now, ...names, limit, owner, leaseUntil]
    )
    return (result.rows as ClaimedJob[]).map(normalise)
  }
  const rows = (await connection.rawQuery(
    `UPDATE jobs SET ${set} WHERE id IN (SELECT id FROM jobs WHERE ${due} ORDER BY run_at, id LIMIT ?)
     RETURNING id, name, payload, attempts, max_attempts`,
    [owner, leaseUntil, now, now, ...names, limit]
  )) as ClaimedJob[]
  return rows.map(normalise)
}

// PostgreSQL answers bigint columns as text.
const normalise = (row: ClaimedJob): ClaimedJob => ({ ...row, id: Number(row.id) })

/** Runs a claimed job to its next state: done, queued again after a backoff, or failed. */
export async function runClaimedJob(job: ClaimedJob, owner = workerId): Promise<void> {
  const definition = definitions.get(job.name)
  if (!definition) return release(job, owner, `no handler is registered for "${job.name}" in this process`)
  if (job.attempts > job.max_attempts) {
    return finish(job, owner, {
      status: 'failed',
      last_error: 'the worker running it stopped before it finished (its lease ran out) on the last attempt',
    })
  }
  // Renew the lease while the handler runs, so a long job is not taken for a dead worker's.
  const heartbeat = setInterval(
    () => {
      db.from('jobs')
        .where({ id: job.id, locked_by: owner })
        .update({ locked_until: clock.millis() + kobzaConfig.jobs.leaseMs })
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, 'job lease renewal failed'))
    },
    Math.max(200, Math.floor(kobzaConfig.jobs.leaseMs / 3))
  )
  heartbeat.unref()
  try {
    await definition.handler(JSON.parse(job.payload) as never, {
      id: job.id,
      name: job.name,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
    })
  } catch (error) {
    clearInterval(heartbeat)
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed'
    if (job.attempts >= job.max_attempts) {
      logger.error({ err: error, job: job.id, name: job.name, attempts: job.attempts }, 'job failed; giving up')
      return finish(job, owner, { status: 'failed', last_error: message })
    }
    const delay = backoffMs(definition.backoffMs, job.attempts)
    logger.warn({ err: error, job: job.id, name: job.name, retryInMs: delay }, 'job failed; retrying')
    return finish(job, owner, { status: 'queued', last_error: message, run_at: clock.millis() + delay })
  }
  clearInterval(heartbeat)
  await finish(job, owner, { status: 'done', payload: '{}' })
}

/** The wait after the `attempt`-th failed try: `base`, then doubled each time, at most an hour. */
export function backoffMs(base: number, attempt: number) {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS)
}

async function finish(
  job: ClaimedJob,
  owner: string,
  changes: { status: JobStatus; last_error?: string; run_at?: number; payload?: string }
) {
  const ended = changes.status !== 'queued'
  const updated = await db
    .from('jobs')
    .where({ id: job.id, locked_by: owner })
    .update({ ...changes, locked_by: null, locked_until: null, ...(ended ? { finished_at: clock.millis() } : {}) })
  if (affected(updated) === 0) {
    // Another worker took the job after our lease ran out; its outcome stands.
    logger.warn({ job: job.id, name: job.name }, 'job finished after its lease was lost')
  }
}

/** Gives a job back untouched (this process cannot run it): the attempt does not count. */
async function release(job: ClaimedJob, owner: string, reason: string) {
  logger.warn({ job: job.id }, reason)
  await db
    .from('jobs')
    .where({ id: job.id, locked_by: owner })
    .update({ locked_by: null, locked_until: null, attempts: job.attempts - 1 })
}

const affected = (result: unknown) => (Array.isArray(result) ? result.length : Number(result))

/** Claims and runs the jobs due now (at most `limit`), in this process; answers how many ran. */
export async function runDueJobs(options: { names?: string[]; limit?: number } = {}): Promise<number> {
  const jobs = await claimJobs(options.names ?? [...definitions.keys()], options.limit ?? 50)
  await Promise.all(jobs.map((job) => runClaimedJob(job)))
  return jobs.length
}

/**
 * Tests: runs due jobs until none is left (retries wait for their backoff on the clock).
 * The equivalent of waiting for the worker, without a worker or a sleep.
 */
export async function drainJobs(options: { names?: string[] } = {}): Promise<number> {
  let total = 0
  for (let round = 0; round < 1000; round += 1) {
    const ran = await runDueJobs(options)
    if (ran === 0) return total
    total += ran
  }
  throw new Error('drainJobs: jobs keep enqueueing jobs that are due at once')
}

export interface QueueStats {
  /** Waiting, due now or later (a retry waits for its backoff), not running. */
  queued: number
  /** Of those, due now: a worker should take them at once. */
  due: number
  running: number
  failed: number
  /** Done in the last 24 hours. */
  doneRecently: number
  /** When the oldest due job became due (epoch ms), or null. */
  oldestDueAt: number | null
  /** How long it has waited (ms): growing means no worker takes jobs. */
  oldestDueAgeMs: number | null
}

/** The queue's state, of one job name or of all. */
export async function queueStats(name?: string): Promise<QueueStats> {
  const now = clock.millis()
  const base = () => {
    const query = db.from('jobs')
    if (name) query.where('name', name)
    return query
  }
  const [counts] = await base()
    .select(
      db.raw(
        `SUM(CASE WHEN status = 'queued' AND (locked_until IS NULL OR locked_until <= ?) THEN 1 ELSE 0 END) AS queued`,
        [now]
      ),
      db.raw(
        `SUM(CASE WHEN status = 'queued' AND run_at <= ? AND (locked_until IS NULL OR locked_until <= ?) THEN 1 ELSE 0 END) AS due`,
        [now, now]
      ),
      db.raw(`SUM(CASE WHEN status = 'queued' AND locked_until > ? THEN 1 ELSE 0 END) AS running`, [now]),
      db.raw(`SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed`),
      db.raw(`SUM(CASE WHEN status = 'done' AND finished_at >= ? THEN 1 ELSE 0 END) AS done_recently`, [
        now - 86_400_000,
      ]),
      db.raw(
        `MIN(CASE WHEN status = 'queued' AND run_at <= ? AND (locked_until IS NULL OR locked_until <= ?) THEN run_at END) AS oldest_due_at`,
        [now, now]
      )
    )
    .whereIn('status', ['queued', 'failed', 'done'])
  const oldest =
    counts?.oldest_due_at === null || counts?.oldest_due_at === undefined ? null : Number(counts.oldest_due_at)
  return {
    queued: Number(counts?.queued ?? 0),
    due: Number(counts?.due ?? 0),
    running: Number(counts?.running ?? 0),
    failed: Number(counts?.failed ?? 0),
    doneRecently: Number(counts?.done_recently ?? 0),
    oldestDueAt: oldest,
    oldestDueAgeMs: oldest === null ? null : Math.max(0, now - oldest),
  }
}

export interface JobRow {
  id: number
  name: string
  status: JobStatus
  attempts: number
  maxAttempts: number
  runAt: number
  lastError: string | null
  createdAt: number
  finishedAt: number | null
  payload: string
}

/** Failed jobs first, then those waiting for a retry; newest first. For operators. */
export async function troubledJobs(name?: string, limit = 20): Promise<JobRow[]> {
  const query = db
    .from('jobs')
    .where((where) =>
      where.where('status', 'failed').orWhere((retry) => retry.where('status', 'queued').where('attempts', '>', 0))
    )
    .orderByRaw(`CASE WHEN status = 'failed' THEN 0 ELSE 1 END`)
    .orderBy('id', 'desc')
    .limit(limit)
  if (name) query.where('name', name)
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    status: row.status,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: Number(row.run_at),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    payload: row.payload,
  }))
}

/**
 * Operators: runs failed jobs again (a fresh set of attempts), and jobs waiting for a retry at
 * once. `ids` narrows to those jobs; answers the ids made due.
 */
export async function retryJobs(options: { name?: string; ids?: number[]; failedOnly?: boolean }): Promise<number[]> {
  const now = clock.millis()
  const query = db.from('jobs').where((where) => {
    where.where('status', 'failed')
    if (options.failedOnly) return
    where.orWhere((waiting) =>
      waiting
        .where('status', 'queued')
        .where('run_at', '>', now)
        .where((free) => free.whereNull('locked_until').orWhere('locked_until', '<=', now))
    )
  })
  if (options.name) query.where('name', options.name)
  if (options.ids) query.whereIn('id', options.ids)
  const ids = (await query.clone().select('id')).map((row: { id: number | string }) => Number(row.id))
  if (ids.length === 0) return []
  await db
    .from('jobs')
    .whereIn('id', ids)
    .whereIn('status', ['failed', 'queued'])
    .whereNull('locked_by')
    .update({ status: 'queued', attempts: 0, run_at: now, finished_at: null })
  wake()
  return ids.sort((a, b) => a - b)
}

/** Deletes done jobs older than a week (they free their dedupe keys); answers how many. */
export async function pruneDoneJobs(olderThanMs = DONE_RETENTION_MS): Promise<number> {
  const result = await db
    .from('jobs')
    .where('status', 'done')
    .where('run_at', '<', clock.millis() - olderThanMs)
    .delete()
  return affected(result)
}
