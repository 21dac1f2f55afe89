/*
 * `npm run bench:ledger -w @kobza/bench` (issue 36, "Performance"), on the production build and SQLite:
 *   (a) catch-up: about 10,000 market transactions (auctions opened, bids, finalizations, sales,
 *       purchases) made on the local ledger while no browser reported any of them
 *       (ledger_data.ts), then the API started from an empty indexer cursor: seconds until its
 *       indexer has read the ledger's last block, and a check that the records follow the ledger;
 *   (b) verifying a bid: what the API's bid report (record_bid) reads from the ledger — the
 *       auction's view through the markets' MarketReader over the SDK's gRPC client — against
 *       `kobza ledger node` on loopback, one read at a time.
 * Writes bench/results/ledger.md. Builds first unless KOBZA_SKIP_BUILD=1.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { MarketReader } from '@kobza/ledger'
import { connectLedgerNode } from '@kobza/ledger/grpc-node'
import { tradeOnLedger } from './ledger_data.ts'
import { build, freshDatabase, repoRoot, sqliteEnv, startPlatform } from './platform.ts'
import { percentiles } from './stats.ts'

const port = Number(process.env.BENCH_PORT ?? 3475)
const nodePort = port + 1
const total = Number(process.env.BENCH_LEDGER_TRANSACTIONS ?? 10_000)
const reads = Number(process.env.BENCH_LEDGER_READS ?? 2000)

const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ms2 = (value: number) => `${value.toFixed(2)} ms`

/** `kobza ledger node` on the data folder's database, once it says where it listens. */
function startLedgerNode(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${nodePort}`
  const child = spawn(process.execPath, ['cli/bin/kobza.mjs', 'ledger', 'node', '--port', String(nodePort)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`at ${url}`)) resolve(child)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`kobza ledger node exited (${code}):\n${output}`)))
  })
}

build()
process.env.RATE_LIMIT_FACTOR ??= '100'
const { dataDir, sqliteFile } = freshDatabase()
const env = { ...process.env, DATA_DIR: dataDir, ...sqliteEnv(), TZ: 'UTC' }

console.log(`▶ About ${total.toLocaleString('en-US')} market transactions on the local ledger…`)
const making = performance.now()
const trading = await tradeOnLedger(sqliteFile, total)
console.log(`  ${trading.transactions} in ${seconds(performance.now() - making)}: ${JSON.stringify(trading.counts)}`)

const database = new Database(sqliteFile)
// From an empty cursor: the indexer reads the whole ledger, the demo's blocks too.
database.prepare('delete from ledger_indexer_cursors').run()
const cursorHeight = () =>
  BigInt(
    (database.prepare("select height from ledger_indexer_cursors where name = 'local'").get() as { height: string })
      ?.height ?? 0
  )

console.log(`▶ The API from an empty cursor, to block ${trading.topHeight}…`)
const loadBefore = loads()
const started = performance.now()
const platform = await startPlatform(port, dataDir)
const readyMs = performance.now() - started
let catchUpMs: number
try {
  const deadline = started + 600_000
  let last = -1n
  while (cursorHeight() < trading.topHeight) {
    if (performance.now() > deadline) throw new Error(`not caught up in 600 s (at ${cursorHeight()})`)
    const height = cursorHeight()
    if (height / 1000n !== last / 1000n) console.log(`  ${seconds(performance.now() - started)}: block ${height}`)
    last = height
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  catchUpMs = performance.now() - started
} finally {
  await platform.stop()
}
const loadAfterCatchUp = loads()
console.log(`  caught up in ${seconds(catchUpMs)} (the API answered /health after ${seconds(readyMs)})`)

// The records follow the ledger: each bid once, every bench auction finished with its last bid, each offer sold.
const ids = trading.auctionIds
const marks = ids.map(() => '?').join(',')
const one = (sql: string) => (database.prepare(sql).get(...ids) as { n: number }).n
const recorded = {
  bids: one(`select count(*) as n from auction_bids where ledger_auction_id in (${marks})`),
  finished: one(
    `select count(*) as n from auctions where status = 'FINISHED' and winner is not null and ledger_auction_id in (${marks})`
  ),
  sold: one(
    `select count(*) as n from sale_offers o join auctions a on a.id = o.auction_id where o.status = 'SOLD' and o.buyer is not null and a.ledger_auction_id in (${marks})`
  ),
}
const expected = { bids: trading.counts.bids, finished: trading.counts.finalizes, sold: trading.counts.buys }
if (JSON.stringify(recorded) !== JSON.stringify(expected))
  throw new Error(
    `the records do not follow the ledger: ${JSON.stringify(recorded)}, expected ${JSON.stringify(expected)}`
  )
const notifications = (database.prepare('select count(*) as n from notifications').get() as { n: number }).n
database.close()

console.log(`▶ Verifying a bid: ${reads} reads of an auction's view through \`kobza ledger node\`…`)
const node = await startLedgerNode(env)
let verify: ReturnType<typeof percentiles>
try {
  const reader = new MarketReader(
    connectLedgerNode(`http://127.0.0.1:${nodePort}`, { timeoutMs: 10_000 }),
    trading.config
  )
  const samples: number[] = []
  for (let index = -200; index < reads; index += 1) {
    const id = ids[(index + ids.length * 10) % ids.length]!
    const start = performance.now()
    const auction = await reader.auction(id)
    const elapsed = performance.now() - start
    if (!auction?.highestBid) throw new Error(`auction ${id}: no highest bid on the ledger`)
    // The first 200 warm the connection and the node's JIT.
    if (index >= 0) samples.push(elapsed)
  }
  verify = percentiles(samples)
} finally {
  node.kill('SIGTERM')
}
const loadAfter = loads()
const rate = trading.transactions / (catchUpMs / 1000)
console.log(`  p50 ${ms2(verify.p50)}, p95 ${ms2(verify.p95)}, p99 ${ms2(verify.p99)}`)

const counts = trading.counts
const report = `# Ledger (issue 36)

\`BENCH_PORT=${port} npm run bench:ledger -w @kobza/bench\` on ${new Date().toISOString().slice(0, 10)}: the production build on SQLite
with the demo, ${cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} before the catch-up,
${loadAfterCatchUp} after it and ${loadAfter} at the end (other work shared the machine when above ~1).

| What | Measured | Goal |
| --- | --- | --- |
| Catch-up of ${trading.transactions.toLocaleString('en-US')} market transactions, from an empty cursor | ${seconds(catchUpMs)} (${rate.toFixed(0)} transactions/s; the API's start, ${seconds(readyMs)}, included) | < 60 s |
| Verifying a bid: the auction's view through the SDK's gRPC client, loopback (${reads} reads) | p50 ${ms2(verify.p50)}, p95 ${ms2(verify.p95)}, p99 ${ms2(verify.p99)} | p50 < 20 ms |

**Catch-up.** The transactions were made straight on the local ledger kept in the database, one block each, while
no browser reported any of them: ${counts.auctions} auctions opened (with ${counts.other} mints and operator updates),
${counts.bids.toLocaleString('en-US')} bids by three fans outbidding one another, ${counts.finalizes} finalizations,
${counts.sales} secondary sales listed and ${counts.buys} bought. The API's rows of the auctions and offers were there as their
creation would have left them. Then the API was started (its indexer on, reading the in-process node over gRPC) with no
cursor: the time runs from starting its process to the cursor at block ${trading.topHeight}, the ledger's last. After it
the records matched the ledger: ${recorded.bids.toLocaleString('en-US')} bids recorded once each, ${recorded.finished} auctions
FINISHED with their winner, ${recorded.sold} offers SOLD; every move notified as it does live (${notifications.toLocaleString('en-US')}
notifications in the database).

**Verifying a bid.** \`PATCH /auctions/:id/bid\` (record_bid) reads the auction with \`MarketReader.auction\` — the
contract's \`view_auction\` entrypoint through \`invokeInstance\` of the SDK's gRPC client — and compares its highest bid with
the report. Here the same reader, pointed at \`kobza ledger node\` in its own process on loopback, read the bench's
auctions one after another (after 200 reads to warm up).
`
writeFileSync(join(repoRoot, 'bench/results/ledger.md'), report)
console.log(report)
