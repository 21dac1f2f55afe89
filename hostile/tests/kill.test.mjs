/*
 * The API process SIGKILLed in the middle of writes, then started again on the same data:
 * each operation is there whole or not at all, the Drive folder and the rows agree (no file
 * without a row, no row without its file), and the balance ledger balances.
 */
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, login, multipart, rawRequest, songPostForm, startSignedIn } from '../lib/http.mjs'
import { solidPng, toneWav } from '@kobza/testkit'
import { sandboxSuccess } from '../lib/platform.mjs'

let platform
let artist

before(async () => ([platform, artist] = await startSignedIn('kill', 30, 'artist@kobza.local')))
after(() => platform?.dispose())

async function killAndRestart() {
  await platform.kill()
  await platform.start()
  artist = await login(platform, 'artist@kobza.local')
}

/** The artist sends a whole multipart form; the process is killed `delayMs` later. Its answer, if any. */
async function sendAndKill(path, form, delayMs) {
  const request = call(platform, 'POST', path, {
    token: artist.token,
    headers: { 'content-type': form.contentType },
    body: form.body,
  }).catch((error) => ({ status: 0, body: String(error) }))
  await sleep(delayMs)
  await killAndRestart()
  return request
}

/** Every media key a post row names exists on disk, and every post file on disk has its row. */
async function assertPostFilesAgree(filesBefore) {
  const rows = await platform.query(
    'SELECT media_key, thumbnail_key FROM post_contents WHERE media_key IS NOT NULL OR thumbnail_key IS NOT NULL'
  )
  const referenced = new Set(rows.flatMap((row) => [row.media_key, row.thumbnail_key].filter(Boolean)))
  for (const key of referenced) assert.ok(existsSync(join(platform.dataDir, 'media', key)), `row without file: ${key}`)
  // A song's renditions (made by the transcode job once the post is in) belong to its row too.
  const renditions = new Set(
    [...referenced]
      .filter((key) => /\.(wav|mp3)$/.test(key))
      .flatMap((key) => ['high', 'low'].map((name) => key.replace(/\.[a-z0-9]+$/, `-${name}.m4a`)))
  )
  const added = platform.mediaFiles().filter((file) => !filesBefore.includes(file))
  for (const file of added) assert.ok(referenced.has(file) || renditions.has(file), `file without row: ${file}`)
}

async function postCounts() {
  const [posts] = await platform.query('SELECT count(*)::int AS n FROM posts')
  const [contents] = await platform.query('SELECT count(*)::int AS n FROM post_contents')
  return { posts: posts.n, contents: contents.n }
}

const postForm = (imageBytes, songBytes) => songPostForm('PUBLIC', 'kill me', imageBytes, songBytes)

describe('SIGKILL in the middle of a post with attachments', () => {
  test('killed while the body streams in: no post, no file in the Drive folder', async () => {
    const filesBefore = platform.mediaFiles()
    const before = await postCounts()
    const form = postForm(await solidPng(800, 600), toneWav(20))
    const chunks = Array.from({ length: Math.ceil(form.body.length / 16_384) }, (_, index) =>
      form.body.subarray(index * 16_384, (index + 1) * 16_384)
    )
    const head =
      `POST /api/v1/contents/${artist.user.uuid} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${artist.token}\r\n` +
      `Content-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}\r\n\r\n`
    const pending = rawRequest(platform, { head, chunks, delayMs: 20, timeoutMs: 60_000 })
    // About half the body is in (the picture, part of the song) when the process dies.
    await sleep(chunks.length * 10)
    await killAndRestart()
    const answer = await pending
    assert.equal(answer.status, null, 'the dead process answered nothing')
    assert.deepEqual(await postCounts(), before)
    assert.deepEqual(
      platform.mediaFiles().filter((file) => !filesBefore.includes(file)),
      [],
      'no file in the Drive folder'
    )
  })

  for (const delayMs of [30, 150, 400]) {
    test(`killed ${delayMs} ms after the whole body was sent: all of the post or none of it`, async () => {
      const filesBefore = platform.mediaFiles()
      const before = await postCounts()
      const form = postForm(await solidPng(2000, 1500), toneWav(5))
      const answer = await sendAndKill(`/api/v1/contents/${artist.user.uuid}`, form, delayMs)
      const after = await postCounts()
      if (answer.status === 201) assert.deepEqual(after, { posts: before.posts + 1, contents: before.contents + 3 })
      else
        assert.ok(
          after.posts === before.posts || after.posts === before.posts + 1,
          `posts went from ${before.posts} to ${after.posts}`
        )
      if (after.posts === before.posts + 1) assert.equal(after.contents, before.contents + 3, 'the whole post')
      else assert.equal(after.contents, before.contents, 'none of it')
      await assertPostFilesAgree(filesBefore)
    })
  }
})

describe('SIGKILL in the middle of a catalogue song (stored through the media journal)', () => {
  for (const delayMs of [30, 150, 400]) {
    test(`killed ${delayMs} ms after the whole body was sent: the song with its file, or neither`, async () => {
      const filesBefore = platform.mediaFiles()
      const songsBefore = new Set((await platform.query('SELECT id FROM songs')).map((row) => row.id))
      const form = multipart({ songName: 'Kill me', genre: 'INDIE' }, [
        { name: 'songFile', filename: 'song.wav', type: 'audio/wav', data: toneWav(5) },
      ])
      await sendAndKill(`/api/v1/products/${artist.user.uuid}/songs`, form, delayMs)
      const added = (await platform.query('SELECT id, media_key FROM songs')).filter((row) => !songsBefore.has(row.id))
      assert.ok(added.length <= 1, `${added.length} songs from one request`)
      for (const row of added)
        assert.ok(existsSync(join(platform.dataDir, 'media', row.media_key)), `row without file: ${row.media_key}`)
      // A song committed before the kill may already have its renditions (the transcoding job): they are its files too.
      const renditionsOf = (key) => ['-high.m4a', '-low.m4a'].map((suffix) => key.replace(/\.[a-z0-9]+$/, suffix))
      const ownRenditions = new Set(added.flatMap((row) => renditionsOf(row.media_key)))
      assert.deepEqual(
        platform.mediaFiles().filter((file) => !filesBefore.includes(file) && !ownRenditions.has(file)),
        added.map((row) => row.media_key),
        'no file without its row'
      )
    })
  }
})

describe('SIGKILL in the middle of withdrawals', () => {
  test('every withdrawal is whole (row and balanced posting) or absent, and the balance never goes below zero', async () => {
    const [{ id: artistId }] = await platform.query("SELECT id FROM users WHERE email = 'artist@kobza.local'")
    const balance = async () =>
      BigInt(
        (
          await platform.query('SELECT coalesce(sum(amount), 0)::text AS n FROM balance_entries WHERE account = $1', [
            `artist:${artistId}`,
          ])
        )[0].n
      )
    const available = await balance()
    const countWithdrawals = async () =>
      (await platform.query('SELECT count(*)::int AS n FROM withdrawals WHERE artist_id = $1', [artistId]))[0].n
    const madeBefore = await countWithdrawals()
    assert.ok(available >= 200n, `the demo artist has a balance to withdraw (${available})`)
    const requests = Array.from({ length: 12 }, () =>
      call(platform, 'POST', '/api/v1/payments/withdrawals', {
        token: artist.token,
        json: { money: { amount: 1, currency: 'UAH' } },
      }).catch((error) => ({ status: 0, body: String(error) }))
    )
    await sleep(60)
    await killAndRestart()
    const answers = await Promise.all(requests)
    const accepted = answers.filter((answer) => answer.status === 201 || answer.status === 200).length

    const unbalanced = await platform.query(
      'SELECT posting_id FROM balance_entries GROUP BY posting_id HAVING sum(amount) <> 0'
    )
    assert.deepEqual(unbalanced, [], 'every posting sums to zero')
    const orphans = await platform.query(
      `SELECT w.id FROM withdrawals w LEFT JOIN balance_postings p ON p.withdrawal_id = w.id AND p.kind = 'withdrawal'
       WHERE p.id IS NULL`
    )
    assert.deepEqual(orphans, [], 'no withdrawal row without its posting')
    const made = (await countWithdrawals()) - madeBefore
    const withdrawn = available - (await balance())
    assert.ok(made >= accepted, `${made} withdrawals stored, ${accepted} confirmed to the client`)
    assert.equal(withdrawn, BigInt(made) * 100n, 'the balance moved by exactly the stored withdrawals')
    assert.ok((await balance()) >= 0n)
  })
})

describe('SIGKILL in the middle of payment callbacks', () => {
  test('each order is credited whole (status, posting, callback record) or not at all, and a resent callback credits it once', async () => {
    const fan = await login(platform, 'fan2@kobza.local')
    const orders = []
    for (let index = 0; index < 10; index += 1) {
      const answer = await call(platform, 'POST', '/api/v1/payments/purchases', {
        token: fan.token,
        json: { paymentGoal: 'DONATE', money: { amount: 100 + index, currency: 'UAH' }, artistUuid: artist.user.uuid },
      })
      assert.equal(answer.status, 201, JSON.stringify(answer.body))
      orders.push({ uuid: new URL(answer.body.checkoutUrl).pathname.split('/').pop(), amount: 100 + index })
    }
    const send = (order) =>
      call(platform, 'POST', '/api/v1/payments/callbacks/sandbox', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: sandboxSuccess(order.uuid, order.amount, 'hostile').toString(),
      }).catch((error) => ({ status: 0, body: String(error) }))
    const inFlight = orders.map(send)
    await sleep(40)
    await killAndRestart()
    const answers = await Promise.all(inFlight)

    const state = async () => {
      const rows = await platform.query(
        `SELECT p.uuid, p.status,
           (SELECT count(*)::int FROM balance_postings b WHERE b.purchase_id = p.id) AS postings,
           (SELECT count(*)::int FROM payment_callbacks c WHERE c.order_id = p.uuid AND c.outcome = 'credited') AS credited
         FROM purchases p WHERE p.uuid = ANY($1)`,
        [orders.map((order) => order.uuid)]
      )
      return new Map(rows.map((row) => [row.uuid, row]))
    }
    const afterKill = await state()
    for (const [index, order] of orders.entries()) {
      const row = afterKill.get(order.uuid)
      if (row.status === 'SUCCEEDED') assert.deepEqual([row.postings, row.credited], [1, 1], `order ${index} whole`)
      else assert.deepEqual([row.status, row.postings, row.credited], ['PENDING', 0, 0], `order ${index} untouched`)
      if (answers[index].status === 200) assert.equal(row.status, 'SUCCEEDED', 'a confirmed callback was kept')
    }
    const unbalanced = await platform.query(
      'SELECT posting_id FROM balance_entries GROUP BY posting_id HAVING sum(amount) <> 0'
    )
    assert.deepEqual(unbalanced, [], 'every posting sums to zero')

    // The provider retries every callback it got no answer for (here: all of them).
    for (const order of orders) assert.equal((await send(order)).status, 200)
    for (const row of (await state()).values())
      assert.deepEqual([row.status, row.postings, row.credited], ['SUCCEEDED', 1, 1])
  })
})

/*
 * Bids: the bid itself is a ledger transaction (the browser's wallet signs it; here the fan's
 * own account sends it through the API's node routes), then the browser reports it with
 * PATCH /auctions/:id/bid. The API process holds the local ledger, so the kill lands in a bid
 * transaction or in a record; the indexer (also in that process) is checked after it.
 */
const ledgerLib = () => import('../../packages/ledger/dist/index.js')

/** The ledger as the database holds it after the kill: the truth the records must follow. */
async function ledgerAsStored() {
  const { LocalLedger, LedgerIndexer } = await ledgerLib()
  const [row] = await platform.query("SELECT snapshot FROM ledger_states WHERE name = 'local'")
  const ledger = LocalLedger.fromSnapshot(JSON.parse(row.snapshot))
  // Every bid event the ledger logged, read the way the API's indexer reads them.
  const bids = new Map()
  let cursor = null
  const indexer = new LedgerIndexer({
    source: ledger,
    config: ledger.config,
    store: { load: async () => cursor, transaction: (work) => work(null), save: async (next) => void (cursor = next) },
    handlers: {
      bidPlaced: (event, context) =>
        void bids.set(context.key, { auction: event.auctionId, bidder: event.bidder, amount: event.amount.toString() }),
    },
    startHeight: 1n,
  })
  while (!(await indexer.runOnce()).caughtUp);
  return { ledger, bids }
}

describe('SIGKILL in the middle of bid recording', () => {
  test('every recorded bid is one the ledger shows, no auction is half-written, re-sending brings the records to the ledger, and the indexer adds each ledger bid exactly once', async () => {
    // The indexer is off while bids are placed and re-sent, so the reports alone must hold the
    // records to the ledger; it is turned on at the end and must catch up with each bid once.
    platform.env.LEDGER_INDEXER = 'off'
    try {
      await killAndRestart()
      await killedWhileBidsAreRecorded()
    } finally {
      delete platform.env.LEDGER_INDEXER
    }
  })
})

/** Bids on every open auction, the kill in their midst, then what the database must show. */
async function killedWhileBidsAreRecorded() {
  const { HttpLedgerNode, bidRequest, toUpdateTransaction } = await ledgerLib()
  const open = await platform.query(
    "SELECT uuid, ledger_auction_id AS id FROM auctions WHERE status <> 'FINISHED' ORDER BY id"
  )
  assert.ok(open.length >= 3, `the demo data has open auctions (${open.length})`)
  const { ledger: atStart } = await ledgerAsStored()
  const bidders = []
  for (const email of ['fan@kobza.local', 'fan2@kobza.local', 'fan3@kobza.local']) {
    const session = await login(platform, email)
    const account = await call(platform, 'POST', '/api/v1/ledger/my-account', { token: session.token })
    assert.ok([200, 201].includes(account.status), JSON.stringify(account.body))
    const node = new HttpLedgerNode({
      baseUrl: `${platform.base}/api/v1/ledger`,
      fetch: (url, init) =>
        fetch(url, { ...init, headers: { ...init?.headers, authorization: `Bearer ${session.token}` } }),
      pollIntervalMs: 20,
      defaultTimeoutMs: 5_000,
    })
    bidders.push({ token: session.token, address: account.body.address, node })
  }

  // One loop per auction: the bidders take turns outbidding each other by 1 CCD, each bid
  // reported right after the ledger shows it; the loops stop when the process is gone.
  const confirmed = []
  let stopped = false
  const loop = async (auction, lane) => {
    const onLedger = atStart.auction(auction.id)
    let amount = onLedger.highestBid?.amount ?? onLedger.initialPrice
    for (let turn = 0; !stopped; turn += 1) {
      const bidder = bidders[(lane + turn) % bidders.length]
      amount += 1_000_000n
      const request = bidRequest(atStart.config, { auctionId: auction.id, amountMicro: amount })
      try {
        const hash = await bidder.node.sendUpdate(
          toUpdateTransaction(bidder.address, request.payload, request.parameters, request.schema)
        )
        const finalized = await bidder.node.waitForTransaction(hash)
        assert.equal(finalized.summary.transactionType, 'update', `bid ${amount} on ${auction.id} accepted`)
        const answer = await call(platform, 'PATCH', `/api/v1/auctions/${auction.uuid}/bid`, {
          token: bidder.token,
          json: { bidAmount: amount.toString(), highestBidder: bidder.address },
        })
        if (answer.status === 200) confirmed.push({ uuid: auction.uuid, amount, bidder: bidder.address })
        else return
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error
        return // the process died under this step
      }
    }
  }
  const loops = open.map((auction, lane) => loop(auction, lane))
  const deadline = Date.now() + 30_000
  while (confirmed.length < open.length + 2 && Date.now() < deadline) await sleep(5)
  assert.ok(confirmed.length >= open.length, 'bids were being recorded when the process was killed')
  // No loop starts another bid once the kill is under way; the steps in flight die with it.
  stopped = true
  await killAndRestart()
  await Promise.all(loops)

  const { ledger, bids } = await ledgerAsStored()
  const records = async () =>
    new Map(
      (
        await platform.query(
          'SELECT uuid, ledger_auction_id AS id, highest_bid, highest_bidder, status FROM auctions WHERE uuid = ANY($1)',
          [open.map((auction) => auction.uuid)]
        )
      ).map((row) => [row.uuid, row])
    )
  const afterKill = await records()
  for (const auction of open) {
    const row = afterKill.get(auction.uuid)
    const onLedger = ledger.auction(auction.id)
    assert.equal(
      row.highest_bid === null,
      row.highest_bidder === null,
      `auction ${auction.id}: bid and bidder together`
    )
    assert.equal(row.status === 'FINISHED', onLedger.finalized, `auction ${auction.id}: status as on the ledger`)
    if (row.highest_bid === null) continue
    const shown = [...bids.values()].some(
      (bid) => bid.auction === auction.id && bid.bidder === row.highest_bidder && bid.amount === row.highest_bid
    )
    assert.ok(shown, `auction ${auction.id}: the recorded ${row.highest_bid} is a bid the ledger shows`)
    assert.ok(BigInt(row.highest_bid) <= onLedger.highestBid.amount, `auction ${auction.id}: never ahead of the ledger`)
  }
  for (const kept of confirmed)
    assert.ok(BigInt(afterKill.get(kept.uuid).highest_bid) >= kept.amount, 'a confirmed record was kept')
  const indexed = await platform.query('SELECT event_key, ledger_auction_id, bidder, amount FROM auction_bids')
  for (const row of indexed) {
    const bid = bids.get(row.event_key)
    assert.deepEqual(
      bid && [bid.auction, bid.bidder, bid.amount],
      [row.ledger_auction_id, row.bidder, row.amount],
      `indexed bid ${row.event_key} is on the ledger`
    )
  }

  // The ledger balances: the auction contract holds exactly the standing highest bids.
  const escrow = (await ledger.getInstanceInfo(ledger.config.contracts.auction)).amount
  const standing = ledger
    .auctions()
    .filter((auction) => !auction.finalized && auction.highestBid)
    .reduce((sum, auction) => sum + auction.highestBid.amount, 0n)
  assert.equal(escrow, standing, 'the auction contract holds the standing bids, no more, no less')

  // The browser re-sends its reports (twice, as a retry would): the records follow the ledger.
  for (const auction of open) {
    const top = ledger.auction(auction.id).highestBid
    const bidder = bidders.find((candidate) => candidate.address === top.bidder) ?? bidders[0]
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await call(platform, 'PATCH', `/api/v1/auctions/${auction.uuid}/bid`, {
        token: bidder.token,
        json: { bidAmount: top.amount.toString(), highestBidder: top.bidder },
      })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
    }
  }
  for (const auction of open) {
    const row = (await records()).get(auction.uuid)
    const top = ledger.auction(auction.id).highestBid
    assert.deepEqual([row.highest_bid, row.highest_bidder], [top.amount.toString(), top.bidder])
  }

  // The indexer (every 2 s in the API process) catches up: each ledger bid recorded once.
  const indexedBefore = (await platform.query('SELECT count(*)::int AS n FROM auction_bids'))[0].n
  assert.ok(indexedBefore < bids.size, 'the bids placed here were not indexed yet: the reports alone kept the records')
  delete platform.env.LEDGER_INDEXER
  await killAndRestart()
  const until = Date.now() + 30_000
  let rows = []
  while (Date.now() < until) {
    rows = await platform.query('SELECT event_key, ledger_auction_id, bidder, amount FROM auction_bids')
    if (rows.length >= bids.size) break
    await sleep(250)
  }
  assert.deepEqual(
    new Map(
      rows.map((row) => [row.event_key, { auction: row.ledger_auction_id, bidder: row.bidder, amount: row.amount }])
    ),
    bids,
    'the indexed bids are the ledger bids'
  )
  assert.equal(rows.length, bids.size, 'each once')
}
