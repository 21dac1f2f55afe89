/*
 * Hostile uploads against the running production build: each is refused with a clear 4xx
 * in the error shape (or, for slow clients, the socket is closed), the server's memory stays
 * bounded, and nothing is left behind — no post rows, no media files, no temp folders.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { PNG_SIGNATURE } from '@kobza/testkit'
import { call, multipart, rawRequest, startSignedIn } from '../lib/http.mjs'
import {
  fakeJpegPolyglot,
  jpegDeclaringHugeSize,
  pngBomb,
  realJpegPolyglot,
  SCRIPT_PAYLOAD,
  svgWithScript,
  truncatedMp3,
  truncatedWav,
  zipBomb,
} from '../lib/files.mjs'

/** Peak RSS growth allowed while one hostile upload is handled (the bombs decode to 144 MB+). */
const MEMORY_BUDGET_MB = 120

let platform
let artist

before(async () => ([platform, artist] = await startSignedIn('uploads', 10, 'artist@kobza.local')))
after(() => platform?.dispose())

async function snapshot() {
  const [posts] = await platform.query('SELECT count(*)::int AS n FROM posts')
  const [contents] = await platform.query('SELECT count(*)::int AS n FROM post_contents')
  return {
    posts: posts.n,
    contents: contents.n,
    files: platform.mediaFiles().sort(),
    temp: platform.uploadTempFolders(),
  }
}

/** Rows, files and temp folders are as they were (the difference, not two long lists, on failure). */
async function assertUnchanged(before) {
  // An aborted upload's temp folder goes when its stream closes, a moment after the answer
  // (and the route may still be starting when a client that lied is already gone).
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (let waited = 0; waited < 3000 && platform.uploadTempFolders().length > before.temp.length; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100))
  const now = await snapshot()
  assert.deepEqual(
    {
      posts: now.posts,
      contents: now.contents,
      added: now.files.filter((file) => !before.files.includes(file)),
      removed: before.files.filter((file) => !now.files.includes(file)),
      temp: now.temp,
    },
    { posts: before.posts, contents: before.contents, added: [], removed: [], temp: before.temp },
    'no rows, files or temp folders left behind'
  )
}

function postForm(files, fields = {}) {
  return multipart({ postType: 'PUBLIC', 'simplePost.context': 'hostile', ...fields }, files)
}

/** Sends one hostile post and checks the refusal, the memory and that nothing changed. */
async function refusedPost(form, expectedStatus, messagePattern) {
  const before = await snapshot()
  const rssBefore = platform.rssMb()
  const sampler = platform.sampleRss()
  const answer = await call(platform, 'POST', `/api/v1/contents/${artist.user.uuid}`, {
    token: artist.token,
    headers: { 'content-type': form.contentType },
    body: form.body,
  })
  const peak = sampler.stop()
  assert.equal(answer.status, expectedStatus, JSON.stringify(answer.body))
  assert.ok(Array.isArray(answer.body?.errors) && answer.body.errors.length > 0, 'the error shape')
  assert.match(answer.body.errors[0].message, messagePattern)
  assert.ok(peak - rssBefore < MEMORY_BUDGET_MB, `RSS grew by ${(peak - rssBefore).toFixed(0)} MB`)
  await assertUnchanged(before)
}

const image = (data, filename = 'cover.png', type = 'image/png') => ({ name: 'images[0].file', filename, type, data })
const imageFields = { 'images[0].type': 'IMAGE' }
const songFields = { 'songs[0].type': 'SONG', 'songs[0].fileName': 'Пісня', 'songs[0].genre': 'INDIE' }
const song = (data, filename) => ({ name: 'songs[0].songFile', filename, type: 'audio/mpeg', data })

describe('hostile files on POST /api/v1/contents/:uuid', () => {
  test('a JPEG header followed by an HTML page is refused as unreadable', async () => {
    await refusedPost(
      postForm([image(fakeJpegPolyglot(), 'x.jpg', 'image/jpeg')], imageFields),
      422,
      /could not be read/
    )
  })

  test('an SVG with a script is refused by its content, whatever it is called', async () => {
    await refusedPost(postForm([image(svgWithScript, 'cover.png')], imageFields), 422, /PNG or JPEG/)
  })

  test('a PNG decompression bomb (144 megapixels in ~140 KB) is refused with bounded memory', async () => {
    await refusedPost(postForm([image(await pngBomb())], imageFields), 422, /could not be read/)
  })

  test('a JPEG declaring 60000×60000 pixels is refused before decoding', async () => {
    await refusedPost(
      postForm([image(await jpegDeclaringHugeSize(), 'big.jpg', 'image/jpeg')], imageFields),
      422,
      /could not be read/
    )
  })

  test('a zip bomb named .png is refused by its first bytes', async () => {
    await refusedPost(postForm([image(zipBomb(), 'photo.png')], imageFields), 422, /PNG or JPEG/)
  })

  test('a WAV promising ten minutes that stops after 64 bytes is refused', async () => {
    await refusedPost(postForm([song(truncatedWav(), 'song.wav')], songFields), 422, /could not be read/)
  })

  test('an MP3 that is only a truncated ID3 tag is refused', async () => {
    await refusedPost(postForm([song(truncatedMp3(), 'song.mp3')], songFields), 422, /could not be read/)
  })

  test('a real JPEG carrying a script is stored re-encoded, without the script', async () => {
    const before = await snapshot()
    const form = postForm([image(await realJpegPolyglot(), 'x.jpg', 'image/jpeg')], imageFields)
    const answer = await call(platform, 'POST', `/api/v1/contents/${artist.user.uuid}`, {
      token: artist.token,
      headers: { 'content-type': form.contentType },
      body: form.body,
    })
    assert.equal(answer.status, 201, JSON.stringify(answer.body))
    const added = platform.mediaFiles().filter((file) => !before.files.includes(file))
    assert.equal(added.length, 2, 'the picture and its thumbnail')
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    for (const file of added) {
      const stored = readFileSync(join(platform.dataDir, 'media', file), 'latin1')
      assert.ok(!stored.includes('<script'), `${file} carries no script`)
      assert.ok(!stored.includes(SCRIPT_PAYLOAD.slice(0, 20)), `${file} carries no HTML`)
    }
    assert.deepEqual(platform.uploadTempFolders(), [])
  })
})

describe('lying and slow clients', () => {
  const path = () => `/api/v1/contents/${artist.user.uuid}`
  const headFor = (contentType, contentLength, extra = '') =>
    `POST ${path()} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${artist.token}\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${contentLength}\r\n${extra}\r\n`

  test('a body declared at 5 GB is refused with 413 before it is read', async () => {
    const before = await snapshot()
    const form = postForm([image(Buffer.alloc(1024, 1))], imageFields)
    const answer = await rawRequest(platform, {
      head: headFor(form.contentType, 5 * 1024 ** 3),
      chunks: [form.body],
      timeoutMs: 20_000,
    })
    assert.equal(answer.status, 413, answer.text.slice(0, 300))
    assert.match(answer.text, /"errors":\[\{"message"/)
    await assertUnchanged(before)
  })

  test('a 20 MB picture sent under a Content-Length of 64 KB is cut off and refused', async () => {
    const before = await snapshot()
    const sampler = platform.sampleRss()
    const rssBefore = platform.rssMb()
    const form = postForm([image(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(20 * 1024 * 1024, 7)]))], imageFields)
    const answer = await rawRequest(platform, {
      head: headFor(form.contentType, 64 * 1024),
      chunks: Array.from({ length: Math.ceil(form.body.length / 65536) }, (_, index) =>
        form.body.subarray(index * 65536, (index + 1) * 65536)
      ),
      timeoutMs: 20_000,
    })
    const peak = sampler.stop()
    // The parser reads the 64 KB it was promised: the multipart ends mid-file, and the bytes
    // after it are not a request, so the connection is closed — with a 4xx when the answer
    // wins the race, without one when Node drops the connection first. Never a 2xx or a 5xx.
    assert.ok(answer.status === null || (answer.status >= 400 && answer.status < 500), answer.text.slice(0, 300))
    assert.ok(['closed', 'reset'].includes(answer.how), answer.how)
    assert.ok(peak - rssBefore < MEMORY_BUDGET_MB, `RSS grew by ${(peak - rssBefore).toFixed(0)} MB`)
    await assertUnchanged(before)
  })

  test('a body cut off mid-file, its Content-Length telling the truth about the cut, is a 4xx', async () => {
    const before = await snapshot()
    const form = postForm([image(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200_000, 7)]))], imageFields)
    const cut = form.body.subarray(0, 64 * 1024)
    const answer = await rawRequest(platform, {
      head: headFor(form.contentType, cut.length),
      chunks: [cut],
      timeoutMs: 20_000,
    })
    assert.ok(answer.status !== null && answer.status >= 400 && answer.status < 500, answer.text.slice(0, 300))
    assert.match(answer.text, /"errors":\[\{"message"/)
    await assertUnchanged(before)
  })

  test('headers trickled a byte at a time are cut off by the headers timeout (3 s here)', async () => {
    const head = `POST ${path()} HTTP/1.1\r\nHost: 127.0.0.1\r\n`
    const trickle = Array.from({ length: 200 }, (_, index) => `X-Slow-${index}: a\r\n`)
    const answer = await rawRequest(platform, { head, chunks: trickle, delayMs: 250, timeoutMs: 30_000 })
    assert.equal(answer.how, 'closed')
    // Node answers 408 when it can; either way the connection is gone well before the trickle ends (50 s).
    assert.ok(answer.status === null || answer.status === 408, answer.text.slice(0, 200))
    assert.ok(answer.elapsedMs < 20_000, `closed after ${answer.elapsedMs} ms`)
    assert.equal((await call(platform, 'GET', '/health')).status, 200, 'others are still served')
  })

  test('a body trickled slowly is cut off by the request timeout (8 s here), leaving nothing', async () => {
    const before = await snapshot()
    // A PNG's signature first, so the type check passes and only the clock can stop it.
    const form = postForm([image(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200_000, 1)]))], imageFields)
    const chunks = Array.from({ length: Math.ceil(form.body.length / 500) }, (_, index) =>
      form.body.subarray(index * 500, (index + 1) * 500)
    )
    const answer = await rawRequest(platform, {
      head: headFor(form.contentType, form.body.length),
      chunks,
      delayMs: 100,
      timeoutMs: 40_000,
    })
    // The client is still writing when the server gives up, so the kernel may answer its next
    // chunk with a reset instead of a clean close: either way the connection is gone in time.
    assert.ok(['closed', 'reset'].includes(answer.how), answer.how)
    assert.ok(answer.status === null || answer.status === 408, answer.text.slice(0, 200))
    assert.ok(answer.elapsedMs < 30_000, `closed after ${answer.elapsedMs} ms (the trickle would take 40 s)`)
    await assertUnchanged(before)
  })
})

describe('hostile pictures on PATCH /api/v1/profiles/:uuid (avatar and cover)', () => {
  const attacks = [
    ['a PNG decompression bomb', () => pngBomb(), 'bomb.png'],
    ['a JPEG declaring 60000×60000 pixels', () => jpegDeclaringHugeSize(), 'big.jpg'],
    ['a JPEG header followed by an HTML page', () => fakeJpegPolyglot(), 'x.jpg'],
    ['an SVG with a script', () => svgWithScript, 'me.png'],
  ]
  for (const field of ['avatar', 'cover']) {
    for (const [name, make, filename] of attacks) {
      test(`${name} as the ${field} is a 422; the profile and the Drive folder are unchanged`, async () => {
        const profileBefore = await platform.query(
          'SELECT u.avatar, p.avatar_key, p.cover_key FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.uuid = $1',
          [artist.user.uuid]
        )
        const filesBefore = platform.mediaFiles()
        const rssBefore = platform.rssMb()
        const sampler = platform.sampleRss()
        const form = multipart({}, [{ name: field, filename, type: 'image/png', data: await make() }])
        const answer = await call(platform, 'PATCH', `/api/v1/profiles/${artist.user.uuid}`, {
          token: artist.token,
          headers: { 'content-type': form.contentType },
          body: form.body,
        })
        const peak = sampler.stop()
        assert.equal(answer.status, 422, JSON.stringify(answer.body))
        assert.equal(answer.body.errors[0].field, field)
        assert.ok(peak - rssBefore < MEMORY_BUDGET_MB, `RSS grew by ${(peak - rssBefore).toFixed(0)} MB`)
        assert.deepEqual(
          await platform.query(
            'SELECT u.avatar, p.avatar_key, p.cover_key FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.uuid = $1',
            [artist.user.uuid]
          ),
          profileBefore
        )
        assert.deepEqual(
          platform.mediaFiles().filter((file) => !filesBefore.includes(file)),
          []
        )
      })
    }
  }
})
