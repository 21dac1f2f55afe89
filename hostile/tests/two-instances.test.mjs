/*
 * Two API processes (the production build) on one PostgreSQL database and one Redis
 * (REDIS_URL), addressed directly, as a load balancer would spread requests between them:
 * what one instance does is seen by the other — a chat message reaches an SSE stream held by
 * the other, a rate limit counts across both, a console edit of reference data shows on the
 * other — and the ledger indexer, the one exclusive task, runs in one instance at a time (its
 * PostgreSQL advisory lock). bench:scale-out measures the same pair under load.
 */
import assert from 'node:assert/strict'
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { call, login } from '../lib/http.mjs'
import { startPlatform } from '../lib/platform.mjs'
import { startRedis } from '../lib/redis.mjs'

const base = Number(process.env.HOSTILE_BASE_PORT)
/** apps/api/app/markets/indexer.ts INDEXER_LOCK_KEY. */
const INDEXER_LOCK_KEY = 7_214_003_001
const CHAT_SENDS_PER_MINUTE = 30

let redis
let one
let two

before(async () => {
  const dir = join(process.env.HOSTILE_WORK_DIR, 'redis')
  mkdirSync(dir, { recursive: true })
  redis = await startRedis({ port: base + 63, dir })
  // The real allowances (factor 1): the rate limit below counts to the spec's number.
  const env = { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' }
  one = await startPlatform('scale_one', base + 60, { env })
  two = await startPlatform('scale_two', base + 61, { env, database: one.database })
})
after(async () => {
  await two?.dispose()
  await one?.dispose()
  await redis?.stop()
})

/** An SSE stream on `platform` subscribed to `channel`; `seen(text)` waits for a chunk containing it. */
async function openStream(platform, token, channel) {
  const uid = randomUUID()
  let received = ''
  const request = http.get(`${platform.base}/__transmit/events?uid=${uid}`, { agent: false }, (response) => {
    response.setEncoding('utf8')
    response.on('data', (chunk) => (received += chunk))
    response.on('error', () => undefined)
  })
  request.on('error', () => undefined)
  await sleep(300)
  const subscribed = await call(platform, 'POST', '/__transmit/subscribe', { token, json: { uid, channel } })
  assert.ok(
    [200, 204].includes(subscribed.status),
    `subscribe: ${subscribed.status} ${JSON.stringify(subscribed.body)}`
  )
  return {
    async seen(text, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (!received.includes(text) && Date.now() < deadline) await sleep(20)
      return received.includes(text)
    },
    close: () => request.destroy(),
  }
}

describe('two API instances on one PostgreSQL and Redis', () => {
  test('a chat message sent through one instance arrives on an SSE stream held by the other, and in its poll', async () => {
    const fan = await login(one, 'fan3@kobza.local')
    const artist = await login(two, 'artist3@kobza.local')
    const chats = await call(two, 'GET', '/api/v1/chats', { token: artist.token })
    assert.equal(chats.status, 200)
    const chat =
      chats.body.elements.find((element) => element.opponent.uuid === fan.user.uuid) ?? chats.body.elements[0]
    const stream = await openStream(two, artist.token, `chats/users/${artist.user.uuid}`)
    // Instance two answers the poll from memory: only the signal through Redis can tell it.
    const pollPath = `/api/v1/chats/messages/${chat.id}?after=${chat.lastMessage?.id ?? 0}`
    const before = await call(two, 'GET', pollPath, { token: artist.token })
    assert.equal(before.status, 200)
    const marker = `across instances ${randomUUID()}`
    try {
      const sent = await call(one, 'POST', '/api/v1/chats/messages', {
        token: fan.token,
        json: { messageType: 'TEXT', receiverUserId: artist.user.uuid, message: marker },
      })
      assert.equal(sent.status, 201, JSON.stringify(sent.body))
      assert.ok(await stream.seen(marker), 'the stream on instance two got the message')
      const after = await call(two, 'GET', pollPath, { token: artist.token })
      assert.ok(JSON.stringify(after.body).includes(marker), 'the poll on instance two returns it')
    } finally {
      stream.close()
    }
  })

  test('the chat send limit counts across both instances', async () => {
    const fan = await login(one, 'fan2@kobza.local')
    const chats = await call(one, 'GET', '/api/v1/chats', { token: fan.token })
    const receiver = chats.body.elements[0].opponent.uuid
    const statuses = []
    for (let index = 0; index < CHAT_SENDS_PER_MINUTE + 1; index += 1) {
      const answer = await call(index % 2 === 0 ? one : two, 'POST', '/api/v1/chats/messages', {
        token: fan.token,
        json: { messageType: 'TEXT', receiverUserId: receiver, message: `limit ${index}` },
      })
      statuses.push(answer.status)
      if (answer.status === 429) {
        assert.ok(Array.isArray(answer.body.errors) && answer.body.errors.length === 1, JSON.stringify(answer.body))
        assert.ok(Number(answer.headers.get('retry-after')) > 0, 'Retry-After')
      }
    }
    // Each instance alone saw about half: only a shared counter refuses the 31st.
    assert.deepEqual(statuses, [...Array(CHAT_SENDS_PER_MINUTE).fill(201), 429])
  })

  test('a genre added through the console on one instance is listed by the other', async () => {
    const admin = await login(one, 'admin@kobza.local')
    const code = `SCALE_${Date.now().toString(36).toUpperCase()}`
    const listedOn = async (platform) =>
      (await call(platform, 'GET', '/api/v1/genres')).body.some?.((genre) => JSON.stringify(genre).includes(code))
    assert.equal(await listedOn(two), false, 'instance two holds the list in memory')
    const created = await call(one, 'POST', '/admin/api/genres', {
      token: admin.token,
      json: { code, name: 'Scale-out rock', nameUk: 'Рок двох серверів' },
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    let seen = false
    for (const deadline = Date.now() + 5000; !seen && Date.now() < deadline; await sleep(100))
      seen = await listedOn(two)
    assert.ok(seen, 'instance two lists the new genre')
    const removed = await call(two, 'DELETE', `/admin/api/genres/${created.body.id}`, {
      token: admin.token,
      json: { reason: 'Scale-out check' },
    })
    assert.equal(removed.status, 200, JSON.stringify(removed.body))
    let gone = false
    for (const deadline = Date.now() + 5000; !gone && Date.now() < deadline; await sleep(100))
      gone = !(await listedOn(one))
    assert.ok(gone, 'instance one no longer lists it')
  })

  test('the ledger indexer runs in one instance at a time: with its lock taken, neither indexes', async () => {
    const cursorHeight = async () =>
      Number((await one.query('SELECT height FROM ledger_indexer_cursors'))[0]?.height ?? 0)
    const ledgerHeight = async () => Number((await call(one, 'GET', '/api/v1/ledger/consensus')).body.blockHeight)
    // Both caught up first (each runs a batch every 2 s).
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(200))
      if ((await cursorHeight()) >= (await ledgerHeight())) break
    assert.equal(await cursorHeight(), await ledgerHeight(), 'caught up')

    // Take the indexer's lock as a third holder would: both instances must skip their turns.
    const holder = new pg.Client({ connectionString: one.cluster.url(one.database) })
    await holder.connect()
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [INDEXER_LOCK_KEY])
      const admin = await login(two, 'admin@kobza.local')
      const account = await call(two, 'POST', '/api/v1/ledger/my-account', { token: admin.token })
      assert.ok([200, 201].includes(account.status), JSON.stringify(account.body))
      const heightBefore = await ledgerHeight()
      // Any transaction is a block, a rejected one too (Concordium's rule, kept by the local ledger).
      const sent = await call(two, 'POST', '/api/v1/ledger/transactions', {
        token: admin.token,
        json: {
          sender: account.body.address,
          contract: { index: '1', subindex: '0' },
          receiveName: 'hostile.nothing',
          amount: '0',
          maxEnergy: '1000',
          parameter: {},
        },
      })
      assert.equal(sent.status, 201, JSON.stringify(sent.body))
      const grown = await ledgerHeight()
      assert.ok(grown > heightBefore, `the ledger grew (${heightBefore} → ${grown})`)
      const cursorBefore = await cursorHeight()
      await sleep(5000)
      assert.equal(await cursorHeight(), cursorBefore, 'no instance indexed while the lock was held elsewhere')
      await holder.query('SELECT pg_advisory_unlock($1)', [INDEXER_LOCK_KEY])
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(200))
        if ((await cursorHeight()) >= grown) break
      assert.ok((await cursorHeight()) >= grown, 'indexed once the lock was free')
    } finally {
      await holder.end()
    }
    // One cursor row: the two instances share one position, never two.
    assert.equal((await one.query('SELECT count(*)::int AS n FROM ledger_indexer_cursors'))[0].n, 1)
  })
})
