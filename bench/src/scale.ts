/*
 * `npm run bench -- --scale full` (or `--scale 0.1`): the platform at its issue-19 size on
 * PostgreSQL. Creates a database on BENCH_PG_URL's server, migrates and seeds the demo through
 * the CLI, generates the rows by bulk SQL (src/scale_data.ts), writes a 50 MB song, starts the
 * production build on it, then loads each endpoint of src/scale_endpoints.ts at the run's
 * concurrency beside its two references — the same SQL timed directly against the database and
 * a bare Fastify route serving it (src/reference_pg.ts) — and writes
 * bench/results/scale-postgres.{md,json}, compared with the committed report. Drops the
 * database unless BENCH_PG_DATABASE names one to keep (a kept database is reused when it
 * already holds the rows: the demo seed runs again, which applies any new migration).
 */
import { execFileSync, fork } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gradientPng, wavHeader } from '@kobza/testkit'
import pg, { type Client } from 'pg'
import { load, pacedLoad } from './load.ts'
import { build, freshDatabase, repoRoot, type Server, signIn, startPlatform } from './platform.ts'
import {
  benchArtistEmail,
  benchFanEmailOf,
  countsAt,
  imageKey,
  postgresScaleSteps,
  scalePassword,
  songKey,
} from './scale_data.ts'
import { pageSizes } from '../../packages/contract/src/limits.ts'
import {
  feedConditions,
  postAtOffsetSql,
  scaleEndpoints,
  searchCandidatesSql,
  searchWordRange,
  type ScaleContext,
  type ScaleEndpoint,
  type SearchedTable,
  type SearchShape,
} from './scale_endpoints.ts'
import {
  markdown,
  regressions,
  scaleChart,
  type ScaleReport,
  type ScaleResult,
  type SqlTiming,
} from './scale_report.ts'
import { machineOf } from './report.ts'
import { percentiles } from './stats.ts'
import { measureWeb, type ProfileMetrics, signedInState } from './web.ts'

const scaleArgument = process.argv[process.argv.indexOf('--scale') + 1] ?? 'full'
const factor = scaleArgument === 'full' ? 1 : Number(scaleArgument)
if (!(factor > 0)) throw new Error(`--scale takes 'full' or a factor such as 0.1, not '${scaleArgument}'`)
const seed = Math.abs(Math.trunc(Number(process.env.BENCH_SCALE_SEED ?? 42)))
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 5)
const port = Number(process.env.BENCH_PORT ?? 3450)
/** Another name keeps a partial or differently loaded run from replacing the full report. */
const reportName = process.env.BENCH_REPORT_NAME ?? 'scale-postgres'
const only = process.env.BENCH_SCALE_ONLY?.split(',').map((name) => name.trim().toLowerCase())
const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const keep = Boolean(process.env.BENCH_PG_DATABASE)
const database = process.env.BENCH_PG_DATABASE ?? `kobza_bench_scale_${process.pid}`
const databaseUrl = `${server}/${database}`
const counts = countsAt(factor)
const benchFanEmail = benchFanEmailOf(counts)
const resultsDir = join(repoRoot, 'bench/results')
const started = Date.now()
const loadBefore = loadavg()

const psql = (url: string, sql: string) =>
  execFileSync('psql', [url, '-X', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  })

function timed<T>(label: string, work: () => T): { result: T; seconds: number } {
  const begun = Date.now()
  process.stdout.write(`▶ ${label}… `)
  const result = work()
  const seconds = (Date.now() - begun) / 1000
  console.log(`${seconds.toFixed(1)} s`)
  return { result, seconds }
}

/** Runs a step with its tables' secondary indexes (not those behind constraints) dropped, then rebuilt. */
function generateStep(sql: string, tables: string[]) {
  const list = tables.map((table) => `'${table}'`).join(',')
  const indexes = psql(
    databaseUrl,
    `select indexname || '|' || indexdef from pg_indexes i where schemaname = 'public' and tablename in (${list})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|') as [string, string])
  const drop = indexes.map(([name]) => `drop index ${name};`).join('\n')
  const rebuild = indexes.map(([, definition]) => `${definition};`).join('\n')
  psql(
    databaseUrl,
    `set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '256MB';
     begin; ${drop} ${sql} ${rebuild} commit;`
  )
}

function generated(): boolean {
  return psql(databaseUrl, "select count(*) from pg_tables where tablename = 'bench_scale'").trim() === '1'
}

/** A 50 MB WAV (silence after a valid header) and a small PNG where the generated rows point. */
function writeMedia(dataDir: string): string {
  const song = join(dataDir, 'media', songKey)
  mkdirSync(dirname(song), { recursive: true })
  const size = 50 * 1024 * 1024
  const header = wavHeader(size - 44, { sampleRate: 44_100, channels: 2 })
  const file = openSync(song, 'w')
  writeSync(file, header)
  const chunk = Buffer.alloc(1024 * 1024)
  for (let written = 44; written < size; written += chunk.length)
    writeSync(file, chunk, 0, Math.min(chunk.length, size - written))
  closeSync(file)
  writeFileSync(join(dataDir, 'media', imageKey), png)
  return song
}

/** A 64×64 PNG (a gradient): the API reads pictures by their content and re-encodes them. */
const png = gradientPng(64, 64)

function multipart(boundary: string): Buffer {
  const part = (headers: string, body: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')])
  return Buffer.concat([
    part('Content-Disposition: form-data; name="postType"', 'PUBLIC'),
    part('Content-Disposition: form-data; name="simplePost.context"', 'Новий допис із фото'),
    part('Content-Disposition: form-data; name="images[0].file"; filename="photo.png"\r\nContent-Type: image/png', png),
    Buffer.from(`--${boundary}--\r\n`),
  ])
}

/** A process's resident memory in MB (Linux's /proc), or 0 where it cannot be read. */
function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Math.round(Number(kb) / 1024) : 0
  } catch {
    return 0
  }
}

async function timeSql(client: Client, endpoint: ScaleEndpoint, seconds = 1): Promise<SqlTiming | null> {
  if (endpoint.queries.length === 0) return null
  const once = async () => {
    for (const query of endpoint.queries) await client.query(query.sql, query.params)
  }
  for (let i = 0; i < 20; i += 1) await once()
  const samples: number[] = []
  const deadline = performance.now() + seconds * 1000
  while (performance.now() < deadline) {
    const begun = performance.now()
    await once()
    samples.push(performance.now() - begun)
  }
  const spent = samples.reduce((sum, sample) => sum + sample, 0) / 1000
  return { latency: percentiles(samples), perSecond: samples.length / spent }
}

/**
 * The same queries from `clients` concurrent requesters through a pool of 10 connections (the
 * API's): each sample is one requester's whole set, waiting for a connection included. At the
 * run's concurrency that wait is the floor an endpoint cannot beat, so its ratio to this one is
 * what HTTP and the framework add; the one-connection timing above is the idle floor.
 */
async function timeSqlLoaded(endpoint: ScaleEndpoint, clients: number, seconds = 2): Promise<SqlTiming | null> {
  if (endpoint.queries.length === 0) return null
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  try {
    const once = async () => {
      const connection = await pool.connect()
      try {
        for (const query of endpoint.queries) await connection.query(query.sql, query.params)
      } finally {
        connection.release()
      }
    }
    await Promise.all(Array.from({ length: 10 }, () => once()))
    const samples: number[] = []
    const deadline = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) {
          const begun = performance.now()
          await once()
          samples.push(performance.now() - begun)
        }
      })
    )
    return { latency: percentiles(samples), perSecond: samples.length / seconds }
  } finally {
    await pool.end()
  }
}

async function plansOf(client: Client, endpoint: ScaleEndpoint): Promise<string> {
  // The page's own query: past the lookup of the artist a path names by uuid.
  const query = endpoint.queries.find((candidate) => !candidate.sql.includes('where uuid = $1'))
  if (!query) return ''
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off) ${query.sql}`,
    query.params
  )
  return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
}

async function startReference(context: ScaleContext): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./reference_pg.ts', import.meta.url)), {
    env: {
      ...process.env,
      PORT: String(port + 1),
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_CONTEXT: JSON.stringify({ ...context, postBody: context.postBody.toString('base64') }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`The Fastify reference exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port + 1}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

build()
const existed = psql(`${server}/postgres`, `select 1 from pg_database where datname = '${database}'`).trim() === '1'
if (!existed) psql(`${server}/postgres`, `create database ${database}`)
const pgEnv = { DB_CONNECTION: 'pg', DATABASE_URL: databaseUrl, SQLITE_FILE: '' }
const { dataDir } = freshDatabase(pgEnv)
const generationSeconds: Record<string, number> = {}
let platform: Server | undefined
let reference: Server | undefined
const client = new pg.Client({ connectionString: databaseUrl })
const results: ScaleResult[] = []
const rows: Record<string, number> = {}
let memory: ScaleReport['memory']
let web: ProfileMetrics[] = []
try {
  if (existed && generated()) console.log(`▶ Reusing the rows of ${database}`)
  else {
    const total = Date.now()
    for (const step of postgresScaleSteps(counts, seed))
      generationSeconds[step.name] = timed(`Generating ${step.name}`, () => generateStep(step.sql, step.tables)).seconds
    generationSeconds['vacuum analyze'] = timed('vacuum analyze', () => psql(databaseUrl, 'vacuum analyze')).seconds
    generationSeconds.total = (Date.now() - total) / 1000
  }
  await client.connect()
  const tables = ['users', 'songs', 'posts', 'post_contents', 'polls', 'post_likes', 'comments']
  tables.push('auctions', 'sale_offers', 'chat_messages', 'subscriptions')
  for (const table of tables) {
    const { rows: counted } = await client.query<{ total: string }>(`select count(*) as total from ${table}`)
    rows[table] = Number(counted[0]!.total)
  }
  const songFile = writeMedia(dataDir)
  platform = await startPlatform(port, dataDir, {
    ...pgEnv,
    // Every login and post of the run comes from one address.
    RATE_LIMIT_FACTOR: '100000',
  })
  const one = async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows[0]!
  const artist = await one<{ id: number; uuid: string }>('select id, uuid from users where email = $1', [
    benchArtistEmail,
  ])
  const fan = await one<{ id: number }>('select id from users where email = $1', [benchFanEmail])
  const thread = await one<{ post: number; comment: number }>(
    `select parent_id as post, min(id) as comment from comments where message like 'Коментар до теми%' group by parent_id`
  )
  const subscribed = await client.query<{ artist_id: number }>(
    'select artist_id from subscriptions where fan_id = $1 and active_until > now()',
    [fan.id]
  )
  const chat = await one<{ chat: number; newest: number }>(
    `select m.chat_id as chat, coalesce((select max(id) from chat_messages where chat_id = m.chat_id), 0) as newest
       from chat_members m where m.user_id = $1 order by m.chat_id limit 1`,
    [fan.id]
  )
  const searchShape = async (table: SearchedTable, token: string, pageSize: number): Promise<SearchShape> => {
    const matched = await client.query<{ id: number; artist_id: number; listed: boolean }>(
      searchCandidatesSql(table),
      searchWordRange(token)
    )
    const found = { rows: matched.rows.filter((row) => row.listed) }
    return { pageIds: found.rows.slice(0, pageSize).map((row) => Number(row.id)) }
  }
  const boundary = 'kobzabenchboundary'
  const pinned = Math.floor(Date.now() / 1000)
  const premiumAuthors = [fan.id, ...subscribed.rows.map((row) => row.artist_id)]
  const postAt = async (where: string, params: unknown[]) =>
    Number((await one<{ id: number }>(postAtOffsetSql(where, 10_000), params)).id)
  const context: ScaleContext = {
    artistId: artist.id,
    artistUuid: artist.uuid,
    artistBearer: (await signIn(platform.url, benchArtistEmail, scalePassword)).bearer,
    profileNickName: `scale${counts.artists}`,
    fanId: fan.id,
    fanBearer: (await signIn(platform.url, benchFanEmail, scalePassword)).bearer,
    fanEmail: benchFanEmail,
    threadPostId: thread.post,
    threadCommentId: thread.comment,
    premiumAuthors,
    page500Starts: {
      public: await postAt(feedConditions.public, [pinned]),
      premium: await postAt(feedConditions.premium, [pinned, premiumAuthors]),
    },
    pinned,
    postBody: multipart(boundary),
    postBoundary: boundary,
    songFile,
    chatId: chat.chat,
    chatNewestMessageId: Number(chat.newest),
    searches: {
      users: await searchShape('users', 'oksana', pageSizes.search.ARTIST),
      songs: await searchShape('songs', 'chervona', pageSizes.search.SONG),
      events: await searchShape('events', 'kontsert', pageSizes.search.EVENT),
    },
  }
  reference = await startReference(context)
  const platformPid = platform.pid
  const idleMb = residentMb(platformPid)
  let peakMb = idleMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(platformPid))), 250)
  const endpoints = scaleEndpoints(context)
  for (const [index, endpoint] of endpoints.entries()) {
    if (only && !only.some((name) => endpoint.name.toLowerCase().includes(name))) continue
    const common = {
      method: endpoint.method,
      headers: endpoint.headers ?? {},
      body: endpoint.body,
      connections: endpoint.pacing?.clients ?? endpoint.connections ?? connections,
      maxRequests: 400_000,
      expectStatus: endpoint.expectStatus ?? 200,
    }
    const kobzaTarget = { ...common, url: platform.url + endpoint.path, pid: platform.pid }
    const fastifyTarget = { ...common, url: `${reference.url}/ref/${index}`, pid: reference.pid }
    process.stdout.write(`▶ ${endpoint.name}… `)
    const pacing = endpoint.pacing
    const measure = async (target: typeof kobzaTarget) => {
      if (pacing) return pacedLoad({ ...target, ...pacing, duration })
      await load({ ...target, duration: 1 })
      return load({ ...target, duration })
    }
    const kobza = await measure(kobzaTarget)
    const fastify = await measure(fastifyTarget)
    const sql = await timeSql(client, endpoint)
    const sqlLoaded = endpoint.pacing ? null : await timeSqlLoaded(endpoint, common.connections)
    const plan = endpoint.goal === 'list' ? await plansOf(client, endpoint) : ''
    results.push({
      name: endpoint.name,
      goal: endpoint.goal,
      method: endpoint.method,
      path: endpoint.path,
      connections: common.connections,
      kobza,
      fastify,
      sql,
      sqlLoaded,
      plan,
    })
    console.log(
      `p50 ${kobza.latency.p50.toFixed(1)} p95 ${kobza.latency.p95.toFixed(1)} ms, ${Math.round(kobza.rps)} req/s` +
        ` (${kobza.unexpected + kobza.errors} bad); Fastify ${Math.round(fastify.rps)} req/s` +
        `${sql ? `; SQL p50 ${sql.latency.p50.toFixed(2)} ms` : ''}`
    )
  }
  clearInterval(sampler)
  memory = { idleMb, peakMb, afterMb: residentMb(platformPid) }
  if (process.env.BENCH_SKIP_WEB !== '1') {
    process.stdout.write('▶ Web metrics in Chromium… ')
    // Home, an artist's profile, the Hall of Fame and the auctions, on the generated rows. A
    // profile is for signed-in users only (a guest is sent to /sign-in): the bench fan opens it.
    const fan = await signedInState(platform.url, benchFanEmail, scalePassword)
    const profilePath = `/profile/${context.profileNickName}`
    web = await measureWeb(platform.url, [
      '/',
      { path: profilePath, label: `${profilePath} (signed in)`, storageState: fan },
      '/hall-of-fame',
      '/auctions',
    ])
    console.log('done')
  }
} finally {
  await reference?.stop()
  await platform?.stop()
  await client.end().catch(() => undefined)
  rmSync(dataDir, { recursive: true, force: true })
  if (keep) console.log(`Kept ${database}: BENCH_PG_DATABASE=${database} measures it again without generating`)
  else psql(`${server}/postgres`, `drop database if exists ${database} with (force)`)
}

const report: ScaleReport = {
  version: 1,
  startedAt: new Date(started).toISOString(),
  seconds: (Date.now() - started) / 1000,
  scale: factor,
  seed,
  counts,
  generationSeconds,
  rows,
  machine: {
    ...machineOf(),
    postgres: psql(`${server}/postgres`, 'show server_version').trim(),
    loadBefore,
    loadAfter: loadavg(),
    note: process.env.BENCH_NOTE ?? '',
  },
  settings: { connections, duration },
  results,
  memory,
  web,
}
const previous = previousReport()
writeFileSync(join(resultsDir, `${reportName}.json`), JSON.stringify(report, null, 2) + '\n')
writeFileSync(join(resultsDir, `${reportName}.svg`), scaleChart(report))
writeFileSync(join(resultsDir, `${reportName}.md`), markdown(report, previous, `${reportName}.svg`))
console.log(`\n✔ bench/results/${reportName}.md (${Math.round(report.seconds)} s)`)
for (const line of regressions(report, previous)) console.log(`  ⚠ regression: ${line}`)

/** The committed report (what a regression is measured against), else the one on disk. */
function previousReport(): ScaleReport | undefined {
  try {
    return JSON.parse(
      execFileSync('git', ['show', `HEAD:bench/results/${reportName}.json`], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    ) as ScaleReport
  } catch {
    const file = join(resultsDir, `${reportName}.json`)
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScaleReport) : undefined
  }
}
