/*
 * `npm run bench:feed-postgres -w @kobza/bench`: the feed on PostgreSQL with a million posts
 * (issue 11). Creates a database of its own on DATABASE_ADMIN_URL's server, migrates and seeds
 * the demo through the CLI, generates the posts with SQL (generate_series, not HTTP), starts
 * the production build on it and measures each request's latency with autocannon, then writes
 * the figures and the query plans (EXPLAIN ANALYZE) to bench/results/feed-postgres.md and
 * drops the database. Builds first unless KOBZA_SKIP_BUILD=1.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { feedPosts, feedRequests, postgresFeedSeed } from './feed_data.ts'
import { load } from './load.ts'
import { build, repoRoot, spawnApi } from './platform.ts'
import { benchDatabase, explained, psql, step } from './psql.ts'

const pg = benchDatabase('feed')
const { reused, url: databaseUrl } = pg
const port = Number(process.env.BENCH_PORT ?? 3460)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const seconds = Number(process.env.BENCH_DURATION ?? 5)

build()
const dataDir = mkdtempSync(join(tmpdir(), 'kobza-bench-pg-'))
const env = { ...process.env, DATA_DIR: dataDir, DB_CONNECTION: 'pg', DATABASE_URL: databaseUrl, TZ: 'UTC' }
pg.create()
let platform: ChildProcess | undefined
try {
  if (!reused)
    step('Migrating and seeding the demo on PostgreSQL', () =>
      execFileSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], { cwd: repoRoot, env, stdio: 'ignore' })
    )
  if (!reused)
    step(`Generating ${feedPosts.toLocaleString('en')} posts with SQL`, () => {
      // One session for the inserts (they share a temp table); VACUUM cannot run inside its transaction.
      const statements = postgresFeedSeed()
      psql(databaseUrl, statements.filter((statement) => !statement.startsWith('vacuum')).join(';\n'))
      for (const statement of statements.filter((statement) => statement.startsWith('vacuum')))
        psql(databaseUrl, statement)
    })

  const log = createWriteStream(join(dataDir, 'platform.log'))
  platform = spawnApi(env, port)
  platform.stdout?.pipe(log)
  platform.stderr?.pipe(log)
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (attempt > 1200 || platform.exitCode !== null)
      throw new Error(
        `The platform did not start on PostgreSQL:\n${readFileSync(join(dataDir, 'platform.log'), 'utf8').slice(-3000)}`
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const rows: string[] = []
  // What a list without initialTimeStamp costs: it counts its total on every request.
  const unpinned = { name: 'feed page 0, not pinned', path: '/api/v1/contents?page=0&size=20&postType=PUBLIC' }
  for (const request of [...feedRequests, unpinned]) {
    const target = {
      url: url + request.path,
      method: 'GET',
      headers: {},
      connections,
      maxRequests: 1_000_000,
      pid: platform.pid!,
      expectStatus: 200,
    }
    await load({ ...target, duration: 1 })
    const result = await load({ ...target, duration: seconds })
    const line = `| ${request.name} | \`GET ${request.path}\` | ${Math.round(result.rps)} | ${result.latency.p50.toFixed(1)} | ${result.latency.p95.toFixed(1)} | ${result.latency.p99.toFixed(1)} | ${result.unexpected + result.errors} |`
    console.log(line)
    rows.push(line)
  }

  const now = "(now() + interval '1 second')"
  const plans: Array<readonly [string, string]> = [
    [
      'feed page 0: the page',
      `select posts.id from posts join users on users.id = posts.author_id where users.status = 'ACTIVE' and posts.created_at < ${now} and posts.post_type = 'PUBLIC' order by posts.created_at desc, posts.id desc limit 20 offset 0`,
    ],
    [
      'feed page 500: the page',
      `select posts.id from posts join users on users.id = posts.author_id where users.status = 'ACTIVE' and posts.created_at < ${now} and posts.post_type = 'PUBLIC' order by posts.created_at desc, posts.id desc limit 20 offset 10000`,
    ],
    [
      'feed: the total (totalPages)',
      `select count(*) from posts join users on users.id = posts.author_id where users.status = 'ACTIVE' and posts.created_at < ${now} and posts.post_type = 'PUBLIC'`,
    ],
    [
      'comments page 0',
      `select id from comments where parent_kind = 'POST' and parent_id = 5000000 and reply_to_id is null and created_at < ${now} order by created_at desc, id desc limit 10`,
    ],
  ]
  const planText = explained(databaseUrl, plans)

  const report = `# Feed on PostgreSQL (${feedPosts.toLocaleString('en')} posts)

${new Date().toISOString()} · ${cpus()[0]?.model.trim()} × ${cpus().length} · load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(
      ' '
    )} (a shared machine: other work competes for the cores) · ${connections} connection(s), ${seconds} s per request · guest, production build

Pinned lists (the web app always sends \`initialTimeStamp\`) count their total once per 30 s
and newest post id (apps/api/app/feed/actions/list_feed.ts); the last row is a list that
counts on every request, which is what the count plan below costs.

| request | path | req/s | p50 ms | p95 ms | p99 ms | errors |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

## Query plans

${planText}
`
  writeFileSync(join(repoRoot, 'bench/results/feed-postgres.md'), report)
  console.log('\n✔ bench/results/feed-postgres.md')
} finally {
  if (platform && platform.exitCode === null) {
    const exited = new Promise((resolve) => platform!.once('exit', resolve))
    platform.kill('SIGTERM')
    await exited
  }
  pg.release()
  rmSync(dataDir, { recursive: true, force: true })
}
