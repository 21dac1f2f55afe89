/*
 * `npm run bench:notifications -w @kobza/bench`: notifications at scale on PostgreSQL (issue 34).
 * Creates a database of its own on BENCH_PG_URL's server, migrates and seeds the demo through the
 * CLI, then generates with set-based SQL (generate_series, never row by row) 100,000 fans who
 * subscribe to one artist and 10,000,000 notification rows (100 for each fan and the demo fan,
 * interleaved in time as real ones are, 1 % unread). Starts the production build on it (its job
 * worker runs the fan-out) and measures:
 *   (a) publishing a post: the request's latency by an artist with no subscribers and by the one
 *       with 100,000 (whose fan-out is background work), and the time until all 100,000 new-post
 *       notifications are written;
 *   (b) GET /api/v1/notifications at 32 connections (autocannon), with the query plans of the
 *       page, the total and the unread count.
 * Writes bench/results/notifications.md and drops the database. Builds first unless
 * KOBZA_SKIP_BUILD=1. Not part of `npm test` or CI: it takes minutes and a PostgreSQL server.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from './load.ts'
import { build, repoRoot, signIn, startPlatform, type Server } from './platform.ts'
import { benchDatabase, explained, psql, step } from './psql.ts'
import { percentiles } from './stats.ts'

const pg = benchDatabase('notifications')
const { reused, url: databaseUrl } = pg
const port = Number(process.env.BENCH_PORT ?? 3461)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const seconds = Number(process.env.BENCH_DURATION ?? 10)
const fans = Number(process.env.BENCH_FANS ?? 100_000)
const perFan = Number(process.env.BENCH_NOTIFICATIONS_PER_FAN ?? 100)
const publishes = Number(process.env.BENCH_PUBLISHES ?? 20)
const bigArtist = 'artist2@kobza.local'
const smallArtist = 'artist3@kobza.local'
const reader = 'fan@kobza.local'

/** The rows, generated inside the database. */
function seed(): string[] {
  return [
    `insert into users (uuid, email, password, public_name, nick_name, status, created_at, updated_at)
       select gen_random_uuid()::text, 'bench-fan-' || i || '@kobza.local', (select password from users where email = '${reader}'),
              'Шанувальник ' || i, 'bench_fan_' || i, 'ACTIVE', now(), now()
       from generate_series(1, ${fans}) as i`,
    `insert into subscriptions (fan_id, artist_id, active_until, created_at, updated_at)
       select u.id, (select id from users where email = '${bigArtist}'), now() + interval '30 days', now(), now()
       from users u where u.email like 'bench-fan-%'`,
    // Recipients: every generated fan and the demo fan whose inbox is measured.
    `create temp table bench_recipients as
       select row_number() over (order by id) as slot, id from users where email like 'bench-fan-%' or email = '${reader}'`,
    // Round by round (g outer), so one person's rows lie on many pages, as months of real ones do.
    `insert into notifications (recipient_id, type, actor_id, actor_count, target_kind, target_id, data, group_key, created_at, read_at)
       select r.id, case when g % 3 = 0 then 'POST_LIKED' else 'NEW_POST' end,
              (select id from users where email = '${bigArtist}'), 1, 'POST', (g * 1000 + r.slot % 1000)::text,
              '{"profile":"hurt_polyn"}', null,
              ${Date.parse('2026-01-01')}::bigint + (g * ${fans + 1} + r.slot) * 60,
              case when (g + r.slot) % 100 = 0 then null else ${Date.parse('2026-06-01')}::bigint end
       from generate_series(1, ${perFan}) as g cross join bench_recipients r`,
    'drop table bench_recipients',
  ]
}

async function request(url: string, method: string, headers: Record<string, string>, body?: BodyInit) {
  const started = performance.now()
  const response = await fetch(url, { method, headers, body })
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - started }
}

async function publish(url: string, author: { uuid: string; bearer: string }, text: string) {
  const form = new FormData()
  form.set('postType', 'PUBLIC')
  form.set('simplePost.type', 'MESSAGE')
  form.set('simplePost.context', text)
  const answer = await request(`${url}/api/v1/contents/${author.uuid}`, 'POST', { authorization: author.bearer }, form)
  if (answer.status !== 201) throw new Error(`publish: ${answer.status} ${answer.text}`)
  return { id: (JSON.parse(answer.text) as { id: number }).id, ms: answer.ms }
}

const fixed = (value: number) => value.toFixed(1)

build()
const dataDir = mkdtempSync(join(tmpdir(), 'kobza-bench-notifications-'))
// Forty publishes and a login per author from one address are a bench, not an attack.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DB_CONNECTION: 'pg',
  DATABASE_URL: databaseUrl,
  TZ: 'UTC',
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '100',
}
pg.create()
let platform: Server | undefined
try {
  let generated = 0
  if (!reused) {
    step('Migrating and seeding the demo on PostgreSQL', () =>
      execFileSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], { cwd: repoRoot, env, stdio: 'ignore' })
    )
    generated = step(
      `Generating ${fans.toLocaleString('en')} subscribers and ${((fans + 1) * perFan).toLocaleString('en')} notifications with SQL`,
      () => psql(databaseUrl, seed().join(';\n'))
    )
    step('VACUUM ANALYZE', () => psql(databaseUrl, 'vacuum analyze'))
  }
  const rowCount = Number(psql(databaseUrl, 'select count(*) from notifications').trim())

  platform = await startPlatform(port, dataDir, env)
  const url = platform.url

  // (b) first, on the 10 million rows as generated.
  const fan = await signIn(url, reader)
  const listRows: string[] = []
  for (const [name, path] of [
    ['inbox page 0', '/api/v1/notifications?page=0&size=20'],
    ['inbox page 4', '/api/v1/notifications?page=4&size=20'],
  ] as const) {
    const target = {
      url: url + path,
      method: 'GET',
      headers: { authorization: fan.bearer },
      connections,
      maxRequests: 10_000_000,
      pid: platform.pid!,
      expectStatus: 200,
    }
    await load({ ...target, duration: 2 })
    const result = await load({ ...target, duration: seconds })
    const cpu = result.cpuMicrosPerRequest === null ? '–' : Math.round(result.cpuMicrosPerRequest)
    const line = `| ${name} | \`GET ${path}\` | ${Math.round(result.rps)} | ${fixed(result.latency.p50)} | ${fixed(result.latency.p95)} | ${fixed(result.latency.p99)} | ${cpu} | ${result.unexpected + result.errors} |`
    console.log(line)
    listRows.push(line)
  }
  const readerId = psql(databaseUrl, `select id from users where email = '${reader}'`).trim()
  const plans: Array<readonly [string, string]> = [
    [
      'the page',
      `select n.id from notifications n left join users actor on actor.id = n.actor_id where n.recipient_id = ${readerId} order by n.id desc limit 20 offset 0`,
    ],
    ['the total (totalPages)', `select count(*) from notifications where recipient_id = ${readerId}`],
    ['the unread count', `select count(*) from notifications where recipient_id = ${readerId} and read_at is null`],
    [
      'the total and the unread count in one statement, as the API sends them',
      `select (select count(*) from notifications where recipient_id = ${readerId}) as total, (select count(*) from notifications where recipient_id = ${readerId} and read_at is null) as unread`,
    ],
  ]
  const planText = explained(databaseUrl, plans)

  // (a) publishing.
  const small = await signIn(url, smallArtist)
  const big = await signIn(url, bigArtist)
  const baseline: number[] = []
  for (let index = 0; index < publishes; index += 1)
    baseline.push((await publish(url, small, `Без підписників №${index}`)).ms)

  const before = Number(psql(databaseUrl, 'select coalesce(max(id), 0) from notifications').trim())
  const started = performance.now()
  const first = await publish(url, big, 'Новий допис для 100 000 підписників')
  let written = 0
  let fanOutMs = 0
  for (;;) {
    written = Number(
      psql(databaseUrl, `select count(*) from notifications where id > ${before} and target_id = '${first.id}'`).trim()
    )
    fanOutMs = performance.now() - started
    if (written >= fans || fanOutMs > 600_000) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.log(`fan-out: ${written} in ${fixed(fanOutMs / 1000)} s`)

  // The same artist publishing again while the fan-outs of these posts run in the background.
  const withSubscribers: number[] = [first.ms]
  for (let index = 1; index < publishes; index += 1)
    withSubscribers.push((await publish(url, big, `Допис №${index}`)).ms)
  const [none, many] = [percentiles(baseline), percentiles(withSubscribers)]

  const report = `# Notifications on PostgreSQL (${rowCount.toLocaleString('en')} rows)

${new Date().toISOString()} · ${cpus()[0]?.model.trim()} × ${cpus().length} · load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (a shared machine: other work competes for the cores) · production build, job worker in the process

Command: \`npm run bench:notifications -w @kobza/bench\` (BENCH_PG_URL, default
\`postgres://postgres@127.0.0.1:5432\`; KOBZA_SKIP_BUILD=1 reuses the build). Data: ${fans.toLocaleString('en')}
fans subscribed to one artist and ${perFan} notifications for each of them and the measured demo fan,
interleaved in time, 1 % unread, generated by set-based SQL${generated ? ` in ${fixed(generated)} s` : ''}.

## (a) Publishing a post

| author | publishes | p50 ms | p95 ms | max ms |
|---|---:|---:|---:|---:|
| no subscribers | ${baseline.length} | ${fixed(none.p50)} | ${fixed(none.p95)} | ${fixed(Math.max(...baseline))} |
| ${fans.toLocaleString('en')} subscribers (fan-outs running in the background) | ${withSubscribers.length} | ${fixed(many.p50)} | ${fixed(many.p95)} | ${fixed(Math.max(...withSubscribers))} |

All ${fans.toLocaleString('en')} new-post notifications of the first post were written
${written >= fans ? `in **${fixed(fanOutMs / 1000)} s**` : `only ${written} after ${fixed(fanOutMs / 1000)} s`} after its publish request
(feed/new_post_job.ts: keyset batches of 5000 subscribers, one INSERT … SELECT each, fan-outs one at a time).

## (b) The inbox, ${connections} connections, ${seconds} s each

| request | path | req/s | p50 ms | p95 ms | p99 ms | API CPU µs/request | errors |
|---|---|---:|---:|---:|---:|---:|---:|
${listRows.join('\n')}

## Query plans (the measured fan)

${planText}
`
  writeFileSync(join(repoRoot, 'bench/results/notifications.md'), report)
  console.log('\n✔ bench/results/notifications.md')
} finally {
  await platform?.stop()
  pg.release()
  rmSync(dataDir, { recursive: true, force: true })
}
