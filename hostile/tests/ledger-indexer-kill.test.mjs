/*
 * The markets' indexer over a node, SIGKILLed in the middle of catching up: the API reads the
 * ledger through `kobza ledger node` (a process of its own, LEDGER_NODE_URL), many bids are
 * made while the indexer is off, the API is started with it on and killed -9 once it has
 * indexed part of them, then started again. When it has caught up, the markets tables hold each
 * bid exactly once and every auction's highest bid is the one the ledger's view answers.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  HttpLedgerNode,
  MarketReader,
  bidRequest,
  parseLedgerConfig,
  readOutcome,
  toUpdateTransaction,
} from '@kobza/ledger'
import { connectLedgerNode } from '@kobza/ledger/grpc-node'
import { call, login } from '../lib/http.mjs'
import { root, startPlatform } from '../lib/platform.mjs'

const BIDS = 200
const base = Number(process.env.HOSTILE_BASE_PORT)
const nodeUrl = `http://127.0.0.1:${base + 69}`
let platform
let node

/** `kobza ledger node` on the platform's database, until the file ends. */
function startLedgerNode(env) {
  const child = spawn(process.execPath, ['cli/bin/kobza.mjs', 'ledger', 'node', '--port', String(base + 69)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk) => {
      output += chunk
      if (output.includes(`at ${nodeUrl}`)) resolve(child)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`kobza ledger node exited (${code}):\n${output}`)))
  })
}

before(async () => {
  platform = await startPlatform('ledgerkill', base + 68, { env: { LEDGER_NODE_URL: nodeUrl, LEDGER_INDEXER: 'off' } })
  node = await startLedgerNode(platform.env)
})
after(async () => {
  node?.kill('SIGTERM')
  await platform?.dispose()
})

/** A fan's dev-wallet session: sends contract updates from their own ledger account through the API. */
async function walletOf(email, config) {
  const { token } = await login(platform, email)
  const account = await call(platform, 'POST', '/api/v1/ledger/my-account', { token })
  assert.ok([200, 201].includes(account.status), JSON.stringify(account.body))
  const ledger = new HttpLedgerNode({
    baseUrl: `${platform.base}/api/v1/ledger`,
    fetch: (url, init = {}) => fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } }),
    pollIntervalMs: 20,
  })
  return {
    address: account.body.address,
    async bid(auctionId, amountMicro) {
      const request = bidRequest(config, { auctionId, amountMicro })
      const hash = await ledger.sendUpdate(
        toUpdateTransaction(account.body.address, request.payload, request.parameters, request.schema)
      )
      // Throws LedgerRejectError if the ledger refused the bid.
      readOutcome(await ledger.waitForTransaction(hash), 'bid')
    },
  }
}

const cursorHeight = async () =>
  BigInt((await platform.query("SELECT height::text AS h FROM ledger_indexer_cursors WHERE name = 'local'"))[0]?.h ?? 0)

test(`kill -9 while indexing ${BIDS} bids over the node: every bid recorded once, the auctions as the ledger holds them`, async () => {
  const config = parseLedgerConfig((await call(platform, 'GET', '/api/v1/ledger/config')).body)
  const fans = [await walletOf('fan@kobza.local', config), await walletOf('fan2@kobza.local', config)]
  const open = await platform.query(
    `SELECT a.ledger_auction_id AS id, a.highest_bid FROM auctions a JOIN users u ON u.id = a.seller_user_id
     WHERE a.status = 'OPEN' AND u.email NOT IN ('fan@kobza.local', 'fan2@kobza.local') ORDER BY a.ledger_auction_id`
  )
  assert.ok(open.length >= 2, `demo auctions open for bids: ${open.length}`)
  const bidsBefore = new Set((await platform.query('SELECT event_key FROM auction_bids')).map((row) => row.event_key))

  // Two fans outbid each other in turn across the open auctions, 0.01 CCD above the last bid each time.
  const reader = new MarketReader(connectLedgerNode(nodeUrl), config)
  const next = new Map()
  for (const { id } of open) {
    const auction = await reader.auction(id)
    next.set(id, (auction.highestBid?.amount ?? auction.initialPrice) + 10_000n)
  }
  const sent = []
  const bidding = Date.now()
  for (let index = 0; index < BIDS; index += 1) {
    const { id } = open[index % open.length]
    const fan = fans[Math.floor(index / open.length) % 2]
    const amount = next.get(id)
    await fan.bid(id, amount)
    sent.push({ auctionId: id, bidder: fan.address, amount })
    next.set(id, amount + 10_000n)
  }
  const bidSeconds = (Date.now() - bidding) / 1000
  const top = (await connectLedgerNode(nodeUrl).getConsensusStatus()).lastFinalizedBlockHeight
  const from = await cursorHeight()
  assert.ok(top - from >= BigInt(BIDS), `the indexer is ${top - from} blocks behind`)

  // The indexer on: killed -9 as soon as it has written part of the way.
  await platform.stop()
  delete platform.env.LEDGER_INDEXER
  const starting = platform.start().catch(() => undefined)
  let killedAt
  const killBy = Date.now() + 90_000
  while (killedAt === undefined && Date.now() < killBy) {
    const height = await cursorHeight()
    // A fifth of the way in: past the first batches, well before the end.
    if (height > from + (top - from) / 5n && height < top) {
      await platform.kill()
      killedAt = height
    } else if (height >= top) break
    else await sleep(5)
  }
  await starting
  assert.ok(killedAt !== undefined, `killed mid-indexing (cursor from ${from} to ${top})`)
  const afterKill = await cursorHeight()
  assert.ok(afterKill < top, `the kill left blocks to index (${afterKill} of ${top})`)

  // Started again: it resumes from its cursor and catches up.
  const restarted = Date.now()
  await platform.start()
  const deadline = Date.now() + 120_000
  while ((await cursorHeight()) < top) {
    assert.ok(
      Date.now() < deadline,
      `caught up within 120 s (at ${await cursorHeight()} of ${top})\n${platform.logTail()}`
    )
    await sleep(100)
  }

  const catchUpSeconds = (Date.now() - restarted) / 1000
  const rows = await platform.query(
    'SELECT event_key, ledger_auction_id AS id, bidder, amount::text AS amount FROM auction_bids'
  )
  const keys = rows.map((row) => row.event_key)
  assert.equal(new Set(keys).size, keys.length, 'no bid recorded twice')
  const added = rows
    .filter((row) => !bidsBefore.has(row.event_key))
    .map((row) => `${row.id}/${row.bidder}/${row.amount}`)
    .sort()
  assert.deepEqual(added, sent.map((bid) => `${bid.auctionId}/${bid.bidder}/${bid.amount}`).sort(), 'every bid, once')
  for (const { id } of open) {
    const onLedger = await reader.auction(id)
    const [row] = await platform.query(
      'SELECT highest_bid::text AS amount, highest_bidder AS bidder FROM auctions WHERE ledger_auction_id = $1',
      [id]
    )
    assert.deepEqual(
      row,
      { amount: onLedger.highestBid.amount.toString(), bidder: onLedger.highestBid.bidder },
      `auction ${id} as the ledger holds it`
    )
  }
  console.log(
    `# ${BIDS} bids sent in ${bidSeconds.toFixed(1)} s; killed -9 after ${killedAt - from} of ${top - from} blocks;` +
      ` restarted and caught up in ${catchUpSeconds.toFixed(1)} s`
  )
})
