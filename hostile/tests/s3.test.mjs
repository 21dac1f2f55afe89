/*
 * The production build with DRIVE_DISK=s3 against an S3-compatible server on loopback
 * (hostile/lib/s3.mjs): uploads land in the bucket, the media route hands out the bucket's
 * own presigned URLs (ranges answered by the bucket, premium ones signed and expiring), a
 * deleted post takes its objects with it, and the crash journal sweeps objects a killed
 * process left behind.
 */
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, login, songPostForm } from '../lib/http.mjs'
import { solidPng, toneWav } from '@kobza/testkit'
import { startPlatform } from '../lib/platform.mjs'
import { startS3 } from '../lib/s3.mjs'

const base = Number(process.env.HOSTILE_BASE_PORT)
let s3
let platform
let artist
let fan

before(async () => {
  const directory = join(process.env.HOSTILE_WORK_DIR, 's3-bucket')
  mkdirSync(directory, { recursive: true })
  s3 = await startS3({ port: base + 46, directory })
  platform = await startPlatform('s3', base + 45, { env: s3.env() })
  artist = await login(platform, 'artist@kobza.local')
  fan = await login(platform, 'fan@kobza.local')
})
after(async () => {
  await platform?.dispose()
  await s3?.close()
})

/** Posts a song with a cover; answers the post and the stored keys of its contents. */
async function postSongWithCover(postType, songBytes, coverBytes) {
  const form = songPostForm(postType, `s3 ${postType}`, coverBytes, songBytes)
  const answer = await call(platform, 'POST', `/api/v1/contents/${artist.user.uuid}`, {
    token: artist.token,
    headers: { 'content-type': form.contentType },
    body: form.body,
  })
  assert.equal(answer.status, 201, JSON.stringify(answer.body))
  const rows = await platform.query(
    'SELECT type, media_key, thumbnail_key FROM post_contents WHERE post_id = $1 ORDER BY id',
    [answer.body.id]
  )
  return { post: answer.body, rows }
}

/** Every media URL (the API's `/api/v1/media/...` form) in an answer. */
function mediaUrls(body) {
  return [...JSON.stringify(body).matchAll(/\/api\/v1\/media\/[^"\\]+/g)].map((match) => match[0])
}

/** GET through the media route without following: the bucket URL it redirects to. */
async function bucketUrlOf(path, headers = {}) {
  const response = await fetch(`${platform.base}${path}`, { redirect: 'manual', headers })
  assert.equal(response.status, 302, `${path}: ${response.status} ${await response.text()}`)
  const location = response.headers.get('location')
  assert.ok(location.startsWith(`${s3.endpoint}/kobza-media/`), `redirects into the bucket: ${location}`)
  return { location, cacheControl: response.headers.get('cache-control') }
}

describe('media on an S3-compatible bucket (DRIVE_DISK=s3)', () => {
  let song
  let cover
  let published

  test('a post with a song and a cover stores both (and the cover thumbnail) in the bucket, not on disk', async () => {
    song = toneWav(3)
    cover = await solidPng(640, 480)
    const before = s3.objects()
    published = await postSongWithCover('PUBLIC', song, cover)
    const keys = published.rows.flatMap((row) => [row.media_key, row.thumbnail_key]).filter(Boolean)
    assert.ok(keys.length >= 2, JSON.stringify(published.rows))
    // The song's renditions may already be there too: the transcode job runs beside the answer.
    const isRendition = (key) => /-(high|low)\.m4a$/.test(key)
    assert.deepEqual(
      s3.objects().filter((key) => !before.includes(key) && !isRendition(key)),
      [...keys].sort(),
      'exactly the files the rows name'
    )
    assert.deepEqual(
      platform.mediaFiles().filter((file) => keys.includes(file)),
      [],
      'nothing on the local disk'
    )
  })

  test('the song (its rendition once transcoded) and the cover are served from the bucket, with ranges for seeking', async () => {
    const songRow = published.rows.find((row) => row.type === 'SONG')
    const imageRow = published.rows.find((row) => row.type === 'IMAGE')
    // A fan is shown the song once it is transcoded (READY): its renditions are in the bucket then.
    let shown
    for (let attempt = 0; attempt < 300; attempt += 1) {
      shown = await call(platform, 'GET', `/api/v1/contents/${artist.user.uuid}/${published.post.id}`, {
        token: fan.token,
      })
      assert.equal(shown.status, 200, JSON.stringify(shown.body))
      if (shown.body.contents.some((content) => content.type === 'SONG')) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const base = songRow.media_key.replace(/\.wav$/, '')
    const highKey = `${base}-high.m4a`
    assert.ok(s3.objects().includes(highKey), 'the high rendition is in the bucket')

    // The original is kept private once there are renditions: unsigned, the media route refuses it.
    const original = await fetch(`${platform.base}/api/v1/media/${songRow.media_key}`, { redirect: 'manual' })
    assert.equal(original.status, 403)

    const { location: songUrl } = await bucketUrlOf(`/api/v1/media/${highKey}`)
    const whole = await fetch(songUrl)
    assert.equal(whole.status, 200)
    assert.equal(whole.headers.get('content-type'), 'audio/mp4')
    const rendition = Buffer.from(await whole.arrayBuffer())
    assert.equal(rendition.subarray(4, 8).toString('latin1'), 'ftyp', 'an MP4 file')

    const ranged = await fetch(songUrl, { headers: { range: 'bytes=100-199' } })
    assert.equal(ranged.status, 206)
    assert.equal(ranged.headers.get('content-range'), `bytes 100-199/${rendition.length}`)
    assert.deepEqual(Buffer.from(await ranged.arrayBuffer()), rendition.subarray(100, 200))

    const { location: coverUrl } = await bucketUrlOf(`/api/v1/media/${imageRow.media_key}`)
    const image = await fetch(coverUrl)
    assert.equal(image.status, 200)
    assert.match(image.headers.get('content-type'), /^image\/(png|jpeg|webp)$/)
    assert.ok((await image.arrayBuffer()).byteLength > 100, 'the stored picture')

    // The URL the API hands to a player names the rendition and follows the same way.
    const urls = mediaUrls(shown.body)
    const playerUrl = urls.find((url) => url.includes(base))
    assert.ok(playerUrl?.includes(highKey), JSON.stringify(shown.body))
    const followed = await fetch(`${platform.base}${playerUrl}`)
    assert.equal(followed.status, 200)
    assert.deepEqual(Buffer.from(await followed.arrayBuffer()), rendition)
  })

  test('the bucket refuses requests without the platform’s signature: tampered or unsigned', async () => {
    const songRow = published.rows.find((row) => row.type === 'SONG')
    const highKey = songRow.media_key.replace(/\.wav$/, '-high.m4a')
    const { location } = await bucketUrlOf(`/api/v1/media/${highKey}`)
    const tampered = await fetch(location.replace(/X-Amz-Signature=[0-9a-f]{4}/, 'X-Amz-Signature=0000'))
    assert.equal(tampered.status, 403)
    assert.match(await tampered.text(), /SignatureDoesNotMatch/)
    const unsigned = await fetch(`${s3.endpoint}/kobza-media/${highKey}`)
    assert.equal(unsigned.status, 403)
  })

  test('premium media: private keys, signed URLs only, and the bucket URL expires with the platform’s', async () => {
    const premium = await postSongWithCover('PREMIUM', toneWav(2), await solidPng(320, 240))
    const songRow = premium.rows.find((row) => row.type === 'SONG')
    assert.match(songRow.media_key, /^private\//)
    const path = `/api/v1/media/${songRow.media_key}`
    const unsigned = await fetch(`${platform.base}${path}`, { redirect: 'manual' })
    assert.equal(unsigned.status, 403)
    assert.deepEqual((await unsigned.json()).errors.length, 1)

    // The platform's own signature (its app key is in its data folder), as the API would sign.
    const appKey = readFileSync(join(platform.dataDir, 'app-key'), 'utf8').trim()
    const sign = (expires) =>
      `${path}?expires=${expires}&signature=${createHmac('sha256', appKey).update(`${path}\n${expires}`).digest('base64url')}`
    const now = Math.floor(Date.now() / 1000)
    const expired = await fetch(`${platform.base}${sign(now - 1)}`, { redirect: 'manual' })
    assert.equal(expired.status, 403, 'an expired platform signature')

    // Valid for 3 more seconds: the bucket URL lives no longer than that.
    const { location, cacheControl } = await bucketUrlOf(sign(now + 3))
    assert.equal(cacheControl, 'private, no-store')
    const lifetime = Number(new URL(location).searchParams.get('X-Amz-Expires'))
    assert.ok(lifetime >= 1 && lifetime <= 3, `X-Amz-Expires=${lifetime}`)
    const fresh = await fetch(location)
    assert.equal(fresh.status, 200)
    await sleep((lifetime + 1.5) * 1000)
    const late = await fetch(location)
    assert.equal(late.status, 403)
    assert.match(await late.text(), /Request has expired/)
  })

  test('deleting a post deletes its objects from the bucket, the song’s renditions too', async () => {
    const stored = published.rows.flatMap((row) => [row.media_key, row.thumbnail_key]).filter(Boolean)
    const renditions = s3
      .objects()
      .filter((key) => stored.some((storedKey) => key.startsWith(storedKey.replace(/\.\w+$/, '-'))))
    assert.ok(
      renditions.some((key) => key.endsWith('-high.m4a')),
      JSON.stringify(renditions)
    )
    const keys = [...stored, ...renditions]
    const answer = await call(platform, 'DELETE', `/api/v1/contents/${artist.user.uuid}/${published.post.id}`, {
      token: artist.token,
    })
    assert.ok([200, 204].includes(answer.status), JSON.stringify(answer.body))
    assert.deepEqual(
      s3.objects().filter((key) => keys.includes(key)),
      [],
      'the objects are gone'
    )
    const gone = await fetch(`${s3.endpoint}/kobza-media/${keys[0]}`)
    assert.equal(gone.status, 403)
  })

  test('/health probes the bucket once for many asks (a PUT, a GET and a DELETE it pays for)', async () => {
    const probes = () =>
      s3.requests().filter((request) => request.method === 'PUT' && request.path.startsWith('/kobza-media/probes/'))
    const before = probes().length
    for (let ask = 0; ask < 5; ask += 1) {
      const health = await fetch(`${platform.base}/health`)
      assert.equal(health.status, 200, await health.text())
    }
    assert.ok(probes().length >= 1, 'the bucket was probed (the filter sees probes)')
    assert.ok(probes().length - before <= 1, `${probes().length - before} probes for 5 asks`)
  })

  test('the crash journal: an object a killed writer left in the bucket is swept at the next start', async () => {
    // What a SIGKILLed process leaves: a journal row naming a dead writer, and its object.
    const key = 'public/2026/11/00000000-0000-4000-8000-00000000dead.png'
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3')
    const env = s3.env()
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    })
    await client.send(
      new PutObjectCommand({ Bucket: 'kobza-media', Key: key, Body: await solidPng(), ContentType: 'image/png' })
    )
    await platform.query('INSERT INTO pending_media (key, owner, staged_at) VALUES ($1, $2, $3)', [
      key,
      `${hostname()}:999999`,
      Date.now(),
    ])
    assert.ok(s3.objects().includes(key))
    await platform.kill()
    await platform.start()
    assert.ok(!s3.objects().includes(key), 'the orphan object is deleted from the bucket')
    assert.deepEqual(await platform.query('SELECT key FROM pending_media WHERE key = $1', [key]), [])
  })
})
