/*
 * `npm run bench:scale-out -w @kobza/bench`: two API instances (the production build) on two
 * loopback ports behind HAProxy, sharing one PostgreSQL database and Redis (REDIS_URL), and
 * what must hold between them: throughput through the balancer against one instance alone, a
 * rate limit counted across both, a chat message sent to one instance reaching a stream and a
 * poll on the other, the ledger indexer's batches never overlapping (its advisory lock), and
 * killing one instance under load losing no request the balancer retried. Writes
 * bench/results/scale-out.{md,json}. Skips, saying why, when HAProxy is not installed.
 * Ports: BENCH_PORT (the balancer), +1 and +2 (the instances).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { load, type LoadResult } from './load.ts'
import { build, freshPostgres, repoRoot, requestText, signIn, spawnApi, waitFor } from './platform.ts'

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
if (!haproxy) {
  console.log(
    '⚠ bench:scale-out skipped: HAProxy is not installed (Debian: apt-get install -y haproxy). Nothing was measured.'
  )
  process.exit(0)
}

const balancerPort = Number(process.env.BENCH_PORT ?? 3450)
const ports = [balancerPort + 1, balancerPort + 2]
const seconds = Number(process.env.SCALE_SECONDS ?? 10)
const connections = Number(process.env.SCALE_CONNECTIONS ?? 32)
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/0'
const balancer = `http://127.0.0.1:${balancerPort}`
const instanceUrl = (index: number) => `http://127.0.0.1:${ports[index]}`
const json = { 'content-type': 'application/json' }

const request = (base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  requestText(`${base}${path}`, method, headers, body, false)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const loadAtStart = loadavg()
build()
const { admin, database, databaseUrl, dataDir, env } = await freshPostgres(
  adminUrl,
  process.env.SCALE_DATABASE_PREFIX ?? 'kobza_scale_bench_',
  {
    REDIS_URL: redisUrl,
  }
)
const children: ChildProcess[] = []
const instances: Array<ChildProcess | undefined> = []

function startInstance(index: number) {
  const child = spawnApi(env, ports[index]!, { appUrl: balancer, serveApps: false, stdio: 'quiet' })
  children.push(child)
  instances[index] = child
  return waitFor(`${instanceUrl(index)}/health`, child, `Instance ${index + 1}`, 600)
}

const results: Record<string, unknown> = {}
const lines: string[] = []
let failed = false
const check = (ok: boolean) => {
  if (!ok) failed = true
  return ok ? '✔' : '✖'
}

try {
  process.stdout.write('▶ Migrating and seeding PostgreSQL… ')
  // Seeded without REDIS_URL: the seed's chat pushes through transmit's Redis transport keep the CLI from exiting.
  const { REDIS_URL: _redis, ...seedEnv } = env
  const seeded = spawnSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], {
    cwd: repoRoot,
    env: seedEnv,
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
  console.log('done')
  await Promise.all([startInstance(0), startInstance(1)])

  // Retries: a request whose connection failed or closed without an answer (an instance killed
  // under it) goes to the other instance; only such failures are retried, never a 5xx.
  const config = `global
  maxconn 4000
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
frontend api
  bind 127.0.0.1:${balancerPort}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /health
  server one 127.0.0.1:${ports[0]} check inter 500 fall 1 rise 2
  server two 127.0.0.1:${ports[1]} check inter 500 fall 1 rise 2
`
  const configFile = join(dataDir, 'haproxy.cfg')
  writeFileSync(configFile, config)
  const proxy = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(proxy)
  await waitFor(`${balancer}/health`, proxy, 'HAProxy', 600)
  console.log(`▶ HAProxy on ${balancerPort} → instances on ${ports.join(' and ')}`)

  const fan = await signIn(instanceUrl(0), 'fan3@kobza.local')
  const artist = await signIn(instanceUrl(1), 'artist3@kobza.local')
  const chats = JSON.parse(
    (await request(instanceUrl(1), 'GET', '/api/v1/chats', { authorization: artist.bearer })).body
  ) as { elements: Array<{ id: number; opponent: { uuid: string }; lastMessage: { id: number } | null }> }
  const chat = chats.elements.find((element) => element.opponent.uuid === fan.uuid) ?? chats.elements[0]!
  const pollPath = `/api/v1/chats/messages/${chat.id}?after=${chat.lastMessage?.id ?? 0}`

  // 1. Throughput: the empty poll, one instance alone, then both through the balancer.
  const pollLoad = (url: string, pid: number): Promise<LoadResult> =>
    load({
      url: `${url}${pollPath}`,
      method: 'GET',
      headers: { authorization: artist.bearer },
      connections,
      duration: seconds,
      maxRequests: 2_000_000,
      pid,
      expectStatus: 200,
    })
  console.log(`▶ Throughput of the empty chat poll, ${connections} connections, ${seconds} s each…`)
  const alone = await pollLoad(instanceUrl(0), instances[0]!.pid!)
  const both = await pollLoad(balancer, instances[0]!.pid!)
  results.throughput = { alone, both }
  const ratio = both.rps / alone.rps
  lines.push(
    '## Throughput',
    '',
    `The empty chat poll (GET ${pollPath.replace(/\?.*/, '')}?after=…) with ${connections} connections for ${seconds} s (autocannon in this process).`,
    '',
    '| Target | req/s | p50 ms | p95 ms | p99 ms | non-200 | errors |',
    '|---|---|---|---|---|---|---|',
    `| one instance | ${alone.rps.toFixed(0)} | ${alone.latency.p50.toFixed(1)} | ${alone.latency.p95.toFixed(1)} | ${alone.latency.p99.toFixed(1)} | ${alone.unexpected} | ${alone.errors} |`,
    `| two instances behind HAProxy | ${both.rps.toFixed(0)} | ${both.latency.p50.toFixed(1)} | ${both.latency.p95.toFixed(1)} | ${both.latency.p99.toFixed(1)} | ${both.unexpected} | ${both.errors} |`,
    '',
    `Two instances give ${ratio.toFixed(2)}× one. On a ${cpus().length}-core machine the balancer, both instances and the load generator share the same cores, so this ratio says what the balancer costs here more than what a second machine would add.`,
    ''
  )
  console.log(
    `  one ${alone.rps.toFixed(0)} req/s, two behind HAProxy ${both.rps.toFixed(0)} req/s (${ratio.toFixed(2)}×)`
  )

  // 2. A chat message sent to instance one reaches a stream and a poll on instance two.
  console.log('▶ A message sent to one instance, listened for on the other…')
  const uid = randomUUID()
  let streamed: number | null = null
  let sentAt = 0
  const marker = `scale-out ${Date.now()}`
  const stream = http.get(`${instanceUrl(1)}/__transmit/events?uid=${uid}`, { agent: false }, (res) => {
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      if (streamed === null && chunk.includes(marker)) streamed = performance.now() - sentAt
    })
    res.on('error', () => undefined)
  })
  stream.on('error', () => undefined)
  await sleep(300)
  const subscribed = await request(
    instanceUrl(1),
    'POST',
    '/__transmit/subscribe',
    { ...json, authorization: artist.bearer },
    JSON.stringify({ uid, channel: `chats/users/${artist.uuid}` })
  )
  // The other instance's poll is answered from memory before the send: the signal must reach it.
  const before = await request(instanceUrl(1), 'GET', pollPath, { authorization: artist.bearer })
  const beforeEmpty = before.status === 200 && before.body === '[]'
  sentAt = performance.now()
  const sent = await request(
    instanceUrl(0),
    'POST',
    '/api/v1/chats/messages',
    { ...json, authorization: fan.bearer },
    JSON.stringify({ messageType: 'TEXT', receiverUserId: artist.uuid, message: marker })
  )
  let polled: number | null = null
  for (let attempt = 0; attempt < 500 && polled === null; attempt += 1) {
    const answer = await request(instanceUrl(1), 'GET', pollPath, { authorization: artist.bearer })
    if (answer.status === 200 && answer.body.includes(marker)) polled = performance.now() - sentAt
    else await sleep(2)
  }
  for (let attempt = 0; attempt < 250 && streamed === null; attempt += 1) await sleep(20)
  stream.destroy()
  results.chat = {
    subscribed: subscribed.status,
    sent: sent.status,
    beforeEmpty,
    streamedMs: streamed,
    polledMs: polled,
  }
  lines.push(
    '## A chat message across instances',
    '',
    'The artist listens on instance two (an SSE stream, and the 500 ms poll whose empty answer that instance already holds in memory); the fan sends to instance one.',
    '',
    '| Check | Result |',
    '|---|---|',
    `| send on instance one | ${sent.status} ${check(sent.status === 201)} |`,
    `| stream on instance two received it | ${streamed === null ? 'no' : `after ${(streamed as number).toFixed(1)} ms`} ${check(streamed !== null)} |`,
    `| poll on instance two returned it | ${polled === null ? 'no' : `after ${polled.toFixed(1)} ms`} ${check(polled !== null && beforeEmpty)} |`,
    ''
  )
  console.log(
    `  stream ${streamed === null ? 'missed it' : `${(streamed as number).toFixed(1)} ms`}, poll ${polled === null ? 'missed it' : `${polled.toFixed(1)} ms`}`
  )

  // 3. A rate limit counted across both: the chat's sends per user per minute (30), alternating instances.
  console.log('▶ A rate limit shared by the instances…')
  const statuses: number[] = []
  const rateFan = await signIn(instanceUrl(0), 'fan2@kobza.local')
  const rateChats = JSON.parse(
    (await request(instanceUrl(0), 'GET', '/api/v1/chats', { authorization: rateFan.bearer })).body
  ) as { elements: Array<{ opponent: { uuid: string } }> }
  const receiver = rateChats.elements[0]!.opponent.uuid
  for (let index = 0; index < 31; index += 1) {
    const answer = await request(
      instanceUrl(index % 2),
      'POST',
      '/api/v1/chats/messages',
      { ...json, authorization: rateFan.bearer },
      JSON.stringify({ messageType: 'TEXT', receiverUserId: receiver, message: `limit ${index}` })
    )
    statuses.push(answer.status)
  }
  const accepted = statuses.filter((status) => status === 201).length
  const refused = statuses.at(-1)
  results.rateLimit = { accepted, lastStatus: refused }
  lines.push(
    '## A rate limit shared',
    '',
    'One fan sends 31 messages within the minute, alternately to each instance (allowance: 30 a minute, counted in Redis).',
    '',
    `Accepted ${accepted} (${check(accepted === 30)} 30), the 31st answered ${refused} (${check(refused === 429)} 429): each instance alone saw only 15 or 16.`,
    ''
  )
  console.log(`  accepted ${accepted}, the 31st ${refused}`)

  // 4. The ledger indexer: both instances run it; its advisory lock lets one batch run at a time.
  console.log('▶ The ledger indexer across instances (advisory lock holders, sampled)…')
  let samples = 0
  let held = 0
  let most = 0
  const sampler = new pg.Client({ connectionString: databaseUrl.toString() })
  await sampler.connect()
  const until = Date.now() + 6000
  while (Date.now() < until) {
    const { rows } = (await sampler.query(
      "select count(*) as holders from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())"
    )) as { rows: Array<{ holders: string }> }
    const holders = Number(rows[0]!.holders)
    samples += 1
    if (holders > 0) held += 1
    most = Math.max(most, holders)
  }
  const cursor = (await sampler.query('select height from ledger_indexer_cursors')) as { rowCount: number }
  await sampler.end()
  results.indexer = { samples, held, most, cursorRows: cursor.rowCount }
  lines.push(
    '## The ledger indexer on one instance at a time',
    '',
    `Both instances run the indexer (a batch every 2 s); each batch holds a transaction-scoped PostgreSQL advisory lock and an instance that finds it taken skips its turn (apps/api/app/markets/indexer.ts, tested in tests/functional/markets/indexer.spec.ts). Sampling pg_locks for 6 s: ${samples} samples, the lock held in ${held}, never by more than ${most} ${check(most <= 1)}; one cursor row (${cursor.rowCount}) ${check(cursor.rowCount === 1)}.`,
    ''
  )
  console.log(`  ${samples} samples, held in ${held}, at most ${most} holder(s)`)

  // 5. Kill one instance under load: the balancer retries what failed on it.
  console.log(`▶ Killing instance two ${Math.round(seconds / 3)} s into a ${seconds} s load through HAProxy…`)
  const killer = setTimeout(() => instances[1]?.kill('SIGKILL'), (seconds * 1000) / 3)
  const underKill = await pollLoad(balancer, instances[0]!.pid!)
  clearTimeout(killer)
  results.kill = underKill
  lines.push(
    '## Killing an instance under load',
    '',
    `The empty poll through HAProxy, ${connections} connections for ${seconds} s; instance two is killed (SIGKILL) a third of the way in. HAProxy retries a request whose connection failed or closed unanswered on the other instance (\`retry-on conn-failure empty-response response-timeout\`, \`option redispatch\`).`,
    '',
    `Requests ${underKill.requests} (${underKill.rps.toFixed(0)}/s), non-200 ${underKill.unexpected} ${check(underKill.unexpected === 0)}, connection errors ${underKill.errors} ${check(underKill.errors === 0)}; p99 ${underKill.latency.p99.toFixed(1)} ms.`,
    ''
  )
  console.log(`  ${underKill.requests} requests, non-200 ${underKill.unexpected}, errors ${underKill.errors}`)
} finally {
  for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM')
  await sleep(1000)
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
  rmSync(dataDir, { recursive: true, force: true })
}

const loadAtEnd = loadavg()
const header = [
  '# Scale-out: two API instances behind HAProxy',
  '',
  `\`npm run bench:scale-out -w @kobza/bench\` — ${new Date().toISOString()}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. Load average (1, 5, 15 min) at the start ${loadAtStart.map((value) => value.toFixed(1)).join(' ')}, at the end ${loadAtEnd.map((value) => value.toFixed(1)).join(' ')}.`,
  '',
  `Two production builds on ports ${ports.join(' and ')}, sharing one PostgreSQL database (demo seed) and Redis (${redisUrl}: rate limits, the SSE transport, the caches' invalidation signals); HAProxy on ${balancerPort}, round robin, health-checked every 500 ms.`,
  '',
]
const report = [...header, ...lines, failed ? '✖ A check failed.' : '✔ Every check held.', ''].join('\n')
if (process.env.SCALE_REPORT !== '0') {
  writeFileSync(join(repoRoot, 'bench/results/scale-out.md'), report)
  writeFileSync(
    join(repoRoot, 'bench/results/scale-out.json'),
    `${JSON.stringify({ date: new Date().toISOString(), load: { loadAtStart, loadAtEnd }, ...results }, null, 2)}\n`
  )
}
console.log(failed ? '✖ a check failed' : '✔ every check held')
process.exitCode = failed ? 1 : 0
