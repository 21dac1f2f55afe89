/*
 * `npm run bench:chat`: the chat at scale, on PostgreSQL, against one API instance (the
 * production build): CHAT_CLIENTS (1,000) simulated clients poll their conversation every
 * 500 ms with the `after` cursor for CHAT_SECONDS while a writer sends a message a second;
 * then CHAT_STREAMS (5,000) SSE connections subscribe and one message is fanned out to all.
 * Reports poll latency (p50/p95/p99), errors, the server's memory with the streams open and
 * the fan-out time. Needs PostgreSQL (TEST_POSTGRES_URL, as the API tests) and a build.
 */
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { build, freshPostgres, repoRoot, requestText, signIn, spawnApi, waitFor } from './platform.ts'

const clients = Number(process.env.CHAT_CLIENTS ?? 1000)
const seconds = Number(process.env.CHAT_SECONDS ?? 30)
const streams = Number(process.env.CHAT_STREAMS ?? 5000)
const port = Number(process.env.BENCH_PORT ?? 3450)
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const base = `http://127.0.0.1:${port}`
let agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(clients, 64) })

const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  requestText(`${base}${path}`, method, headers, body, agent)

const json = { 'content-type': 'application/json' }

const login = async (email: string) => ({ email, ...(await signIn(base, email)) })

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** CPU time the process has used, in milliseconds (user + system, from /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

const loadAtStart = loadavg()
build()
// CHAT_DATABASE_PREFIX: where several people share one PostgreSQL, each names their own.
const { admin, database, dataDir, env } = await freshPostgres(
  adminUrl,
  process.env.CHAT_DATABASE_PREFIX ?? 'kobza_chat_bench_',
  {
    // One user per demo account sends and logs in far more often than a person would.
    RATE_LIMIT_FACTOR: '1000',
  }
)
let server: ChildProcess | undefined
try {
  process.stdout.write('▶ Migrating and seeding PostgreSQL… ')
  const seeded = spawnSync(process.execPath, ['cli/bin/kobza.mjs', 'seed', 'demo'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
  console.log('done')
  // CHAT_PROFILE=<dir>: the server writes a CPU profile there when it stops (open it in DevTools).
  const profile = process.env.CHAT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_PROFILE}`] : []
  server = spawnApi(env, port, { appUrl: base, serveApps: false, stdio: 'quiet', nodeArgs: profile })
  await waitFor(`${base}/health`, server, 'the platform', 600)
  const pid = server.pid!

  // The demo's conversations, from both sides: each simulated client polls one of them.
  const emails = [
    'fan@kobza.local',
    'fan2@kobza.local',
    'fan3@kobza.local',
    'artist@kobza.local',
    'artist2@kobza.local',
    'artist3@kobza.local',
  ]
  const people = await Promise.all(emails.map(login))
  const seats: Array<{ bearer: string; chatId: number; lastId: number }> = []
  for (const person of people) {
    const list = JSON.parse((await request('GET', '/api/v1/chats', { authorization: person.bearer })).body) as {
      elements: Array<{ id: number; lastMessage: { id: number } | null }>
    }
    for (const chat of list.elements)
      seats.push({ bearer: person.bearer, chatId: chat.id, lastId: chat.lastMessage?.id ?? 0 })
  }
  const fan3 = people[2]!
  const artist3 = people[5]!
  console.log(`▶ ${clients} clients polling every 500 ms for ${seconds} s over ${seats.length} conversations…`)

  const latencies: number[] = []
  let errors = 0
  // What went wrong, by kind (`poll 401`, `send 429`, `poll ECONNRESET`…), for the report.
  const errorKinds = new Map<string, number>()
  const failure = (kind: string) => {
    errors += 1
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1)
  }
  let received = 0
  const deadline = Date.now() + seconds * 1000
  // CHAT_WARMUP seconds: the first polls open 1,000 connections at once (accept queue, TCP
  // retransmits); latencies count from then on, errors from the start.
  const warmup = Number(process.env.CHAT_WARMUP ?? 2)
  const measureFrom = Date.now() + warmup * 1000
  const writer = setInterval(() => {
    void request(
      'POST',
      '/api/v1/chats/messages',
      { ...json, authorization: fan3.bearer },
      JSON.stringify({ messageType: 'TEXT', receiverUserId: artist3.uuid, message: `bench ${Date.now()}` })
    ).then(
      (answer) => {
        if (answer.status !== 201) failure(`send ${answer.status}`)
      },
      (error: NodeJS.ErrnoException) => failure(`send ${error.code ?? error.message}`)
    )
  }, 1000)
  const rssBefore = rssMb(pid)
  const cpuBefore = cpuMs(pid)
  // The generator's own lag is part of every latency it measures: reported beside them.
  const generatorLag = monitorEventLoopDelay({ resolution: 10 })
  generatorLag.enable()
  const loadWhilePolling = loadavg()
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const seat = { ...seats[index % seats.length]! }
      // Spread the clients over the 500 ms period, as real ones would be.
      await new Promise((resolve) => setTimeout(resolve, (index * 500) / clients))
      while (Date.now() < deadline) {
        const started = performance.now()
        try {
          const answer = await request('GET', `/api/v1/chats/messages/${seat.chatId}?after=${seat.lastId}`, {
            authorization: seat.bearer,
          })
          if (Date.now() >= measureFrom) latencies.push(performance.now() - started)
          if (answer.status !== 200) failure(`poll ${answer.status}`)
          else {
            const messages = JSON.parse(answer.body) as Array<{ id: number }>
            received += messages.length
            if (messages.length > 0) seat.lastId = messages.at(-1)!.id
          }
        } catch (error) {
          failure(`poll ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
        }
        const wait = 500 - (performance.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      }
    })
  )
  clearInterval(writer)
  generatorLag.disable()
  latencies.sort((a, b) => a - b)
  const pollRssPeak = rssMb(pid)
  // CPU per request: on a shared machine the steadier figure (latency also counts the queue).
  const cpuPerPoll = (cpuMs(pid) - cpuBefore) / Math.max(1, latencies.length)
  console.log(
    `  polls ${latencies.length} (${(latencies.length / Math.max(1, seconds - warmup)).toFixed(0)}/s), errors ${errors}${errorKinds.size > 0 ? ` (${[...errorKinds].map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : ''}, new messages seen ${received}` +
      `\n  latency ms p50 ${percentile(latencies, 50).toFixed(2)}, p95 ${percentile(latencies, 95).toFixed(2)}, p99 ${percentile(latencies, 99).toFixed(2)}, max ${latencies.at(-1)?.toFixed(2)}` +
      `\n  server CPU ${cpuPerPoll.toFixed(2)} ms per poll (sends included), RSS ${rssBefore.toFixed(0)} MB before, ${pollRssPeak.toFixed(0)} MB after` +
      `\n  load generator's event-loop delay p95 ${(generatorLag.percentile(95) / 1e6).toFixed(1)} ms, max ${(generatorLag.max / 1e6).toFixed(1)} ms; load average ${loadWhilePolling.map((value) => value.toFixed(1)).join(' ')}`
  )

  // The pollers' idle sockets would meet the server's keep-alive timeout while the streams open
  // (a reused socket closed under the request: "socket hang up"): the subscriptions start afresh.
  agent.destroy()
  agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  console.log(`▶ ${streams} SSE streams…`)
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const open: http.ClientRequest[] = []
  const deliveredAt: number[] = []
  let streamErrors = 0
  const opened = (
    await Promise.all(
      Array.from({ length: streams }, (_, index) => {
        const owner = index % 2 === 0 ? fan3 : artist3
        const uid = randomUUID()
        return new Promise<{ uid: string; owner: typeof owner } | null>((resolve) => {
          const req = http.get(`${base}/__transmit/events?uid=${uid}`, { agent: streamAgent }, (res) => {
            let seen = false
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              if (!seen && chunk.includes('"kind":"message"')) {
                seen = true
                deliveredAt.push(performance.now())
              }
            })
            res.on('error', () => undefined)
            resolve(res.statusCode === 200 ? { uid, owner } : null)
          })
          // A refused or dropped stream is counted, not fatal: the report says how many.
          req.on('error', () => {
            streamErrors += 1
            resolve(null)
          })
          open.push(req)
        })
      })
    )
  ).filter((stream): stream is NonNullable<typeof stream> => stream !== null)
  let subscribeErrors = 0
  for (let from = 0; from < opened.length; from += 200) {
    await Promise.all(
      opened.slice(from, from + 200).map(async ({ uid, owner }) => {
        const answer = await request(
          'POST',
          '/__transmit/subscribe',
          { ...json, authorization: owner.bearer },
          JSON.stringify({ uid, channel: `chats/users/${owner.uuid}` })
        ).catch(() => null)
        if (answer?.status !== 204) subscribeErrors += 1
      })
    )
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rssStreams = rssMb(pid)
  const sent = performance.now()
  await request(
    'POST',
    '/api/v1/chats/messages',
    { ...json, authorization: fan3.bearer },
    JSON.stringify({ messageType: 'TEXT', receiverUserId: artist3.uuid, message: 'fan-out' })
  )
  const until = Date.now() + 15_000
  while (deliveredAt.length < opened.length && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20))
  deliveredAt.sort((a, b) => a - b)
  console.log(
    `  open ${opened.length} (stream errors ${streamErrors}), subscribe errors ${subscribeErrors}, server RSS with the streams ${rssStreams.toFixed(0)} MB` +
      `\n  one message fanned out to ${deliveredAt.length}/${streams} streams: last in ${((deliveredAt.at(-1) ?? sent) - sent).toFixed(0)} ms, p95 ${(percentile(deliveredAt, 95) - sent).toFixed(0)} ms`
  )
  for (const req of open) req.destroy()
  const failed = errors > 0 || percentile(latencies, 95) >= 20 || rssStreams >= 1024 || deliveredAt.length < streams
  const ms = (value: number) => value.toFixed(2)
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    load: { atStart: loadAtStart, whilePolling: loadWhilePolling, atEnd: loadavg() },
    poll: {
      clients,
      seconds,
      conversations: seats.length,
      polls: latencies.length,
      perSecond: Math.round(latencies.length / Math.max(1, seconds - warmup)),
      errors: Object.fromEntries(errorKinds),
      newMessagesSeen: received,
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      serverCpuMsPerPoll: cpuPerPoll,
      serverRssMb: { before: rssBefore, after: pollRssPeak },
      generatorLagMs: { p95: generatorLag.percentile(95) / 1e6, max: generatorLag.max / 1e6 },
    },
    streams: {
      wanted: streams,
      open: opened.length,
      streamErrors,
      subscribeErrors,
      serverRssMb: rssStreams,
      delivered: deliveredAt.length,
      fanOutMs: { p95: percentile(deliveredAt, 95) - sent, last: (deliveredAt.at(-1) ?? sent) - sent },
    },
    withinBudget: !failed,
  }
  const mark = (ok: boolean) => (ok ? '✔' : '✖')
  const report = `# Chat at scale

\`npm run bench:chat -w @kobza/bench\` — ${figures.date}, ${figures.machine}.
Load average (1, 5, 15 min) at the start ${loadAtStart.map((value) => value.toFixed(1)).join(' ')}, while polling ${loadWhilePolling.map((value) => value.toFixed(1)).join(' ')}, at the end ${figures.load.atEnd.map((value) => value.toFixed(1)).join(' ')}: the load generator shares the machine's cores with the server (and, on a shared machine, with everyone else).

One API instance (the production build) on PostgreSQL with the demo seed; RATE_LIMIT_FACTOR=1000.

## Polling

${clients} clients each poll one of the demo's ${seats.length} conversations (both sides) every 500 ms with the \`after\` cursor for ${seconds} s, spread over the period; a writer sends one message a second into one of them. Latencies count after a ${warmup} s warm-up (the connections opening), errors from the start; the server's CPU per poll over the whole run.

| Figure | Value | Budget |
|---|---|---|
| polls | ${latencies.length} (${figures.poll.perSecond}/s) | |
| errors | ${errors}${errorKinds.size > 0 ? ` (${[...errorKinds].map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : ''} | 0 ${mark(errors === 0)} |
| new messages seen by pollers | ${received} | |
| latency p50 / p95 / p99 / max (ms) | ${ms(figures.poll.latencyMs.p50)} / ${ms(figures.poll.latencyMs.p95)} / ${ms(figures.poll.latencyMs.p99)} / ${ms(figures.poll.latencyMs.max)} | p95 < 20 ${mark(figures.poll.latencyMs.p95 < 20)} |
| server CPU per poll (sends included) | ${ms(cpuPerPoll)} ms | |
| server RSS before / after | ${rssBefore.toFixed(0)} / ${pollRssPeak.toFixed(0)} MB | |
| load generator's event-loop delay p95 / max | ${ms(figures.poll.generatorLagMs.p95)} / ${ms(figures.poll.generatorLagMs.max)} ms | |

## SSE streams

${streams} streams open on \`/__transmit/events\`, each subscribed to its user's channel (two users), then one message is sent and fanned out.

| Figure | Value | Budget |
|---|---|---|
| streams open | ${opened.length} (stream errors ${streamErrors}, subscribe errors ${subscribeErrors}) | ${streams} ${mark(opened.length === streams)} |
| server RSS with the streams open | ${rssStreams.toFixed(0)} MB | < 1024 ${mark(rssStreams < 1024)} |
| streams that received the message | ${deliveredAt.length} | ${streams} ${mark(deliveredAt.length === streams)} |
| fan-out p95 / last (ms) | ${figures.streams.fanOutMs.p95.toFixed(0)} / ${figures.streams.fanOutMs.last.toFixed(0)} | |

${failed ? '✖ A budget was missed.' : '✔ Within budget.'}
`
  // CHAT_REPORT=0: a trial run leaves the committed report alone.
  if (process.env.CHAT_REPORT !== '0') {
    writeFileSync(join(repoRoot, 'bench/results/chat-scale.md'), report)
    writeFileSync(join(repoRoot, 'bench/results/chat-scale.json'), `${JSON.stringify(figures, null, 2)}\n`)
  }
  console.log(
    failed ? '✖ a budget was missed (p95 < 20 ms, no errors, < 1 GB, every stream served)' : '✔ within budget'
  )
  process.exitCode = failed ? 1 : 0
} finally {
  server?.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
  rmSync(dataDir, { recursive: true, force: true })
  agent.destroy()
}
