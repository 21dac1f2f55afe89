import { readdir, utimes } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { greetingWebm, toneWav } from '@kobza/testkit'
import { catalogueMessages, greetingMessages, limits, messages } from '@kobza/contract'
import { dataPath } from '#core/paths'
import { RESUMABLE_EXPIRY_MS, sweepResumableUploads } from '#media/resumable'
import { signedIn } from '#tests/helpers'
import { ledgerGroup } from '../payments/helpers.js'
import { ordersOf, waitingGreeting } from '../greetings/helpers.js'

const origin = () => `http://${process.env.HOST}:${process.env.PORT}`
const BASE = '/api/v1/uploads'
const tusHeaders = { 'tus-resumable': '1.0.0' }
const metadata = (kind: string) =>
  `kind ${Buffer.from(kind).toString('base64')},filename ${Buffer.from('a.wav').toString('base64')}`
const folder = () => dataPath('resumable-uploads')

type Session = Awaited<ReturnType<typeof signedIn>>

async function create(session: Session, length: number, kind = 'song') {
  return fetch(origin() + BASE, {
    method: 'POST',
    headers: {
      ...tusHeaders,
      authorization: session.bearer,
      'upload-length': String(length),
      'upload-metadata': metadata(kind),
    },
  })
}

/** Creates an upload and answers its URL (path) and id. */
async function created(session: Session, length: number, kind = 'song') {
  const response = await create(session, length, kind)
  if (response.status !== 201) throw new Error(`creation answered ${response.status}: ${await response.text()}`)
  const url = response.headers.get('location')!
  return { url, id: url.slice(url.lastIndexOf('/') + 1) }
}

function patch(session: Session, url: string, offset: number, body: Buffer) {
  return fetch(origin() + url, {
    method: 'PATCH',
    headers: {
      ...tusHeaders,
      authorization: session.bearer,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  })
}

function head(session: Session, url: string) {
  return fetch(origin() + url, { method: 'HEAD', headers: { ...tusHeaders, authorization: session.bearer } })
}

/** Sends `body` from offset 0 and destroys the connection after `cutAfter` bytes. */
function patchCutOff(session: Session, url: string, body: Buffer, cutAfter: number): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(origin() + url)
    const outgoing = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        authorization: session.bearer,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    })
    outgoing.on('error', () => resolve())
    outgoing.on('close', () => resolve())
    outgoing.write(body.subarray(0, cutAfter), () => setTimeout(() => outgoing.destroy(), 300))
  })
}

/** A catalogue song named after the resumable upload `uploadId`, as `session`. */
function songFrom(client: ApiClient, session: Session, uploadId: string, songName: string) {
  return client
    .post(`/api/v1/products/${session.user.uuid}/songs`)
    .header('authorization', session.bearer)
    .json({ songName, genre: 'INDIE', uploadId })
}

async function filesIn(path: string) {
  return (await readdir(path).catch(() => [] as string[])).filter((name) => name !== 'claimed')
}

test.group('Media: resumable uploads (tus)', () => {
  test('create, patch in parts, HEAD answers the offset, the finished upload becomes a READY song once', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const wav = toneWav(3, [440, 550])
    const upload = await created(artist, wav.length)
    assert.match(upload.url, /^\/api\/v1\/uploads\/song-\d+-[0-9a-f]{32}$/)

    const half = Math.floor(wav.length / 2)
    const first = await patch(artist, upload.url, 0, wav.subarray(0, half))
    assert.equal(first.status, 204)
    assert.equal(first.headers.get('upload-offset'), String(half))
    const probed = await head(artist, upload.url)
    assert.equal(probed.status, 200)
    assert.equal(probed.headers.get('upload-offset'), String(half))
    assert.equal(probed.headers.get('upload-length'), String(wav.length))

    // Not finished yet: the song refuses it.
    const early = await songFrom(client, artist, upload.id, 'Щедрик')
    early.assertStatus(422)
    early.assertBody({ errors: [{ message: messages.uploadUnfinished, field: 'uploadId' }] })

    const rest = await patch(artist, upload.url, half, wav.subarray(half))
    assert.equal(rest.status, 204)
    assert.equal(rest.headers.get('upload-offset'), String(wav.length))

    const song = await songFrom(client, artist, upload.id, 'Щедрик')
    song.assertStatus(201)
    assert.equal(song.body().media.status, 'PROCESSING')
    // The partial is gone from the protocol's folder and nothing is left among the taken ones.
    assert.notInclude(await filesIn(folder()), upload.id)
    assert.deepEqual(await filesIn(join(folder(), 'claimed')), [])

    const list = await client.get(`/api/v1/products/${artist.user.uuid}/songs`)
    const media = list.body().elements[0].media
    assert.equal(media.status, 'READY')
    assert.closeTo(media.durationSeconds, 3, 0.1)

    const again = await songFrom(client, artist, upload.id, 'Ще раз')
    again.assertStatus(422)
    again.assertBody({ errors: [{ message: messages.uploadNotFound, field: 'uploadId' }] })
    assert.equal((await head(artist, upload.url)).status, 404)
  })

  test('a connection dropped mid-PATCH resumes from the offset HEAD answers', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const wav = toneWav(60, [440])
    const upload = await created(artist, wav.length)
    await patchCutOff(artist, upload.url, wav, Math.floor(wav.length / 2))
    const probed = await head(artist, upload.url)
    assert.equal(probed.status, 200)
    const offset = Number(probed.headers.get('upload-offset'))
    assert.isAbove(offset, 0)
    assert.isAtMost(offset, wav.length / 2)
    const rest = await patch(artist, upload.url, offset, wav.subarray(offset))
    assert.equal(rest.status, 204)
    assert.equal(rest.headers.get('upload-offset'), String(wav.length))
  })

  test("another user's upload is a 404 on HEAD, PATCH, DELETE and when named; anonymous is 401", async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const wav = toneWav(1)
    const upload = await created(artist, wav.length)
    const notFound = { errors: [{ message: messages.uploadNotFound }] }
    const asOther = await head(other, upload.url)
    assert.equal(asOther.status, 404)
    const patched = await patch(other, upload.url, 0, wav)
    assert.equal(patched.status, 404)
    assert.deepEqual(await patched.json(), notFound)
    const deleted = await fetch(origin() + upload.url, {
      method: 'DELETE',
      headers: { ...tusHeaders, authorization: other.bearer },
    })
    assert.equal(deleted.status, 404)
    const anonymous = await fetch(origin() + upload.url, { method: 'HEAD', headers: tusHeaders })
    assert.equal(anonymous.status, 401)
    const anonymousCreate = await fetch(origin() + BASE, {
      method: 'POST',
      headers: { ...tusHeaders, 'upload-length': '10', 'upload-metadata': metadata('song') },
    })
    assert.equal(anonymousCreate.status, 401)

    assert.equal((await patch(artist, upload.url, 0, wav)).status, 204)
    const named = await songFrom(client, other, upload.id, 'Чуже')
    named.assertStatus(422)
    named.assertBody({ errors: [{ message: messages.uploadNotFound, field: 'uploadId' }] })

    // The owner cancels: the files go.
    const cancelled = await fetch(origin() + upload.url, {
      method: 'DELETE',
      headers: { ...tusHeaders, authorization: artist.bearer },
    })
    assert.equal(cancelled.status, 204)
    assert.notInclude(await filesIn(folder()), upload.id)
    assert.notInclude(await filesIn(folder()), `${upload.id}.json`)
  })

  test('creation past the kind’s limit is a 413; without a kind 422; without a length 400', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await create(artist, limits.songMaxBytes + 1)
    assert.equal(song.status, 413)
    assert.deepEqual(await song.json(), { errors: [{ message: catalogueMessages.songTooLarge }] })
    const video = await create(artist, limits.videoMaxBytes + 1, 'video')
    assert.equal(video.status, 413)
    assert.deepEqual(await video.json(), { errors: [{ message: greetingMessages.videoSize }] })
    const kindless = await create(artist, 10, 'picture')
    assert.equal(kindless.status, 422)
    assert.deepEqual(await kindless.json(), { errors: [{ message: messages.uploadKindRequired }] })
    const deferred = await fetch(origin() + BASE, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        authorization: artist.bearer,
        'upload-defer-length': '1',
        'upload-metadata': metadata('song'),
      },
    })
    assert.equal(deferred.status, 400)
    assert.deepEqual(await deferred.json(), { errors: [{ message: messages.uploadLengthRequired }] })
    assert.equal((await create(artist, limits.songMaxBytes)).status, 201)
  })

  test('first bytes that are not audio are a 422 before anything is stored', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const text = Buffer.from('<html><body>not a song at all</body></html>'.repeat(100))
    const upload = await created(artist, text.length)
    const refused = await patch(artist, upload.url, 0, text)
    assert.equal(refused.status, 422)
    assert.deepEqual(await refused.json(), { errors: [{ message: catalogueMessages.songType }] })
    const probed = await head(artist, upload.url)
    assert.equal(probed.headers.get('upload-offset'), '0')
    // A WAV is not a video either.
    const wav = toneWav(1)
    const video = await created(artist, wav.length, 'video')
    const asVideo = await patch(artist, video.url, 0, wav)
    assert.equal(asVideo.status, 422)
    assert.deepEqual(await asVideo.json(), { errors: [{ message: greetingMessages.videoType }] })
  })

  test('the media sweep removes uploads nobody wrote to for a day, finished or not', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const wav = toneWav(1)
    const stale = await created(artist, wav.length)
    const fresh = await created(artist, wav.length)
    const past = new Date(Date.now() - RESUMABLE_EXPIRY_MS - 60_000)
    await utimes(join(folder(), stale.id), past, past)
    await sweepResumableUploads()
    const left = await filesIn(folder())
    assert.notInclude(left, stale.id)
    assert.notInclude(left, `${stale.id}.json`)
    assert.include(left, fresh.id)
    assert.equal((await head(artist, stale.url)).status, 404)
  })
})

ledgerGroup('Media: a greeting video as a resumable upload', () => {
  test('the artist delivers a greeting by naming a finished video upload: the order completes, the video becomes an MP4, the id is used once', async ({
    client,
    assert,
  }) => {
    const { fan, artist, order } = await waitingGreeting(client)
    const webm = greetingWebm()
    const upload = await created(artist, webm.length, 'video')
    assert.match(upload.id, /^video-\d+-[0-9a-f]{32}$/)
    assert.equal((await patch(artist, upload.url, 0, webm)).status, 204)
    const deliver = () =>
      client
        .post(`/api/v1/video-congratulations/${order.id}`)
        .header('authorization', artist.bearer)
        .field('uploadId', upload.id)
    const delivered = await deliver()
    delivered.assertStatus(200)
    assert.containsSubset(delivered.body(), { status: 'COMPLETE', videoStatus: 'PROCESSING' })
    assert.notInclude(await filesIn(folder()), upload.id)

    const [seen] = await ordersOf(client, fan.bearer, false)
    assert.equal(seen!.videoStatus, 'READY')
    assert.match(seen!.videoUrl!, /^\/api\/v1\/media\/private\/.+-high\.mp4\?expires=\d+&signature=/)
    // Named again: the order is settled, which is checked before any body is read.
    const again = await deliver()
    again.assertStatus(409)
    again.assertBody({ errors: [{ message: greetingMessages.notAwaiting }] })
  })
})
