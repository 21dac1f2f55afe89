/*
 * The API process SIGKILLed in the middle of writes, then started again on the same data:
 * each operation is there whole or not at all, the Drive folder and the rows agree (no file
 * without a row, no row without its file), and the balance ledger balances.
 */
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, login, multipart, rawRequest } from '../lib/http.mjs'
import { png, wav } from '../lib/files.mjs'
import { SANDBOX_SECRET, startPlatform } from '../lib/platform.mjs'

let platform
let artist

before(async () => {
  platform = await startPlatform('kill', Number(process.env.HOSTILE_BASE_PORT) + 30)
  artist = await login(platform, 'artist@kobza.local')
})
after(async () => {
  await platform?.dispose()
})

async function killAndRestart() {
  await platform.kill()
  await platform.start()
  artist = await login(platform, 'artist@kobza.local')
}

/** Every media key a post row names exists on disk, and every post file on disk has its row. */
async function assertPostFilesAgree(filesBefore) {
  const rows = await platform.query(
    'SELECT media_key, thumbnail_key FROM post_contents WHERE media_key IS NOT NULL OR thumbnail_key IS NOT NULL'
  )
  const referenced = new Set(rows.flatMap((row) => [row.media_key, row.thumbnail_key].filter(Boolean)))
  for (const key of referenced) assert.ok(existsSync(join(platform.dataDir, 'media', key)), `row without file: ${key}`)
  const added = platform.mediaFiles().filter((file) => !filesBefore.includes(file))
  for (const file of added) assert.ok(referenced.has(file), `file without row: ${file}`)
}

async function postCounts() {
  const [posts] = await platform.query('SELECT count(*)::int AS n FROM posts')
  const [contents] = await platform.query('SELECT count(*)::int AS n FROM post_contents')
  return { posts: posts.n, contents: contents.n }
}

function postForm(imageBytes, songBytes) {
  return multipart(
    {
      postType: 'PUBLIC',
      'simplePost.context': 'kill me',
      'images[0].type': 'IMAGE',
      'songs[0].type': 'SONG',
      'songs[0].fileName': 'Пісня',
      'songs[0].genre': 'INDIE',
    },
    [
      { name: 'images[0].file', filename: 'cover.png', type: 'image/png', data: imageBytes },
      { name: 'songs[0].songFile', filename: 'song.wav', type: 'audio/wav', data: songBytes },
    ]
  )
}

describe('SIGKILL in the middle of a post with attachments', () => {
  test('killed while the body streams in: no post, no file in the Drive folder', async () => {
    const filesBefore = platform.mediaFiles()
    const before = await postCounts()
    const form = postForm(await png(800, 600), wav(20))
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
      const form = postForm(await png(2000, 1500), wav(5))
      const request = call(platform, 'POST', `/api/v1/contents/${artist.user.uuid}`, {
        token: artist.token,
        headers: { 'content-type': form.contentType },
        body: form.body,
      }).catch((error) => ({ status: 0, body: String(error) }))
      await sleep(delayMs)
      await killAndRestart()
      const answer = await request
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

/** The sandbox provider's signed success callback for an order (LiqPay's shape, HMAC-signed). */
function sandboxSuccess(order, amountUah) {
  const data = Buffer.from(
    JSON.stringify({
      version: 1,
      order_id: order,
      status: 'success',
      amount: `${amountUah}.00`,
      currency: 'UAH',
      transaction_id: `hostile-${order}`,
    })
  ).toString('base64')
  return new URLSearchParams({ data, signature: createHmac('sha256', SANDBOX_SECRET).update(data).digest('base64') })
}

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
        body: sandboxSuccess(order.uuid, order.amount).toString(),
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
