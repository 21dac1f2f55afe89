/*
 * Issue 31 item 1 against the production build: a multipart body is read only by a route that
 * takes files, and only after its authentication. Anonymous multipart requests to many routes
 * and uploads cut off mid-body leave the server's temp folder (TMPDIR) exactly as it was.
 */
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { call, login, multipart, rawRequest } from '../lib/http.mjs'
import { solidPng } from '@kobza/testkit'
import { startPlatform } from '../lib/platform.mjs'

let platform
let artist

before(async () => {
  platform = await startPlatform('anonmultipart', Number(process.env.HOSTILE_BASE_PORT) + 40)
  artist = await login(platform, 'artist@kobza.local')
  picture = Buffer.concat([await solidPng(8, 8), Buffer.alloc(256 * 1024, 7)])
})
after(async () => {
  await platform?.dispose()
})

/** Everything in the server's temp folder, recursively. */
const tempFolder = () => join(platform.dataDir, 'tmp')
const tempEntries = () => readdirSync(tempFolder(), { recursive: true }).map(String).sort()

/** A picture-looking file of 256 KB: enough to be written if anything wrote it. */
let picture
const junk = () => picture

async function settled(expected) {
  for (let waited = 0; waited < 5000; waited += 100) {
    if (JSON.stringify(tempEntries()) === JSON.stringify(expected)) return
    await sleep(100)
  }
}

describe('anonymous and aborted multipart requests', () => {
  test('100 anonymous multipart requests to 10 routes are refused and write nothing', async () => {
    const before = tempEntries()
    const uuid = artist.user.uuid
    // [method, path, file field, status]: 415 where the route takes no files, 401 where it
    // takes them but only from a signed-in caller (refused before the body is read).
    const targets = [
      ['POST', '/api/v1/login', 'junk', 415],
      ['POST', '/api/v1/sign-up', 'avatar', 415],
      ['POST', '/api/v1/login/password/reset', 'junk', 415],
      ['POST', '/api/v1/legends/search', 'junk', 415],
      ['POST', `/api/v1/contents/${uuid}`, 'images[0].file', 401],
      ['PATCH', `/api/v1/profiles/${uuid}`, 'avatar', 401],
      ['POST', `/api/v1/products/${uuid}/songs`, 'songFile', 401],
      ['POST', '/api/v1/auctions', 'coverFile', 401],
      ['POST', '/api/v1/legends/persons', 'coverFile', 401],
      ['POST', '/api/v1/chats/messages', 'file', 401],
    ]
    const statuses = []
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(
        targets.map(async ([method, path, field, expected]) => {
          const form = multipart({ username: 'x@y.z', password: 'x', name: 'x' }, [
            { name: field, filename: 'a.png', type: 'image/png', data: junk() },
          ])
          const answer = await call(platform, method, path, {
            headers: { 'content-type': form.contentType },
            body: form.body,
          })
          statuses.push(answer.status)
          assert.equal(answer.status, expected, `${method} ${path}: ${JSON.stringify(answer.body)}`)
          assert.ok(typeof answer.body?.errors?.[0]?.message === 'string', `${path}: the error shape`)
        })
      )
    }
    assert.equal(statuses.length, 100)
    await settled(before)
    assert.deepEqual(tempEntries(), before, 'the temp folder is as it was')
  })

  test('20 uploads cut off mid-body (10 anonymous, 10 signed in) leave no temp file', async () => {
    const before = tempEntries()
    const uuid = artist.user.uuid
    const paths = [`/api/v1/contents/${uuid}`, `/api/v1/profiles/${uuid}`, '/api/v1/login', '/api/v1/auctions']
    const answers = []
    for (let index = 0; index < 20; index += 1) {
      const signedIn = index % 2 === 1
      const path = paths[index % paths.length]
      const method = path.startsWith('/api/v1/profiles') ? 'PATCH' : 'POST'
      const field = path.startsWith('/api/v1/profiles')
        ? 'avatar'
        : path.endsWith('auctions')
          ? 'coverFile'
          : 'images[0].file'
      const form = multipart({ postType: 'PUBLIC', 'simplePost.context': 'cut', 'images[0].type': 'IMAGE' }, [
        { name: field, filename: 'a.png', type: 'image/png', data: junk() },
      ])
      // The whole length is promised, a third is sent, then the client goes away.
      const head =
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        (signedIn ? `Authorization: Bearer ${artist.token}\r\n` : '') +
        `Content-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}\r\n\r\n`
      const third = Math.floor(form.body.length / 3)
      answers.push(
        await rawRequest(platform, {
          head,
          chunks: [form.body.subarray(0, third)],
          timeoutMs: 300,
        })
      )
    }
    assert.equal(answers.length, 20)
    for (const answer of answers)
      assert.ok(answer.status === null || (answer.status >= 400 && answer.status < 500), answer.text.slice(0, 200))
    await settled(before)
    assert.deepEqual(tempEntries(), before, 'the temp folder is as it was')
    assert.equal((await call(platform, 'GET', '/health')).status, 200, 'the server still answers')
  })
})
