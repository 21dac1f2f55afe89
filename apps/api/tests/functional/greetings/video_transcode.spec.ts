import { spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { greetingWebm, mp4Bytes } from '@kobza/testkit'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { greetingMessages } from '@kobza/contract'
import ffmpegConfig from '#config/ffmpeg'
import { deleteMedia, localMediaFile, mediaExists, videoRenditionKeysOf } from '#media/storage'
import { ledgerGroup } from '../payments/helpers.js'
import { deliver, ordersOf, waitingGreeting } from './helpers.js'

const keyOf = (url: string) => url.replace(/^\/api\/v1\/media\//, '').split('?')[0]!

/** ffmpeg's own reading of a stored file: its streams' codecs, as `-i` lists them. */
async function streamsOf(key: string): Promise<string> {
  const file = await localMediaFile(key)
  if (!file) throw new Error(`${key} is not stored`)
  const probe = spawnSync(ffmpegConfig.choice.path!, ['-hide_banner', '-i', file.path], { encoding: 'utf8' })
  return probe.stderr
    .split('\n')
    .filter((line) => /Stream #/.test(line))
    .join('\n')
}

const scratchFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('kobza-video-'))
/**
 * The scratch folders a test's transcodes left behind: those that were not there before it ran
 * (the machine's temporary folder is shared with other runs, whose leftovers are not this test's).
 */
async function leftoverFoldersSince(before: string[]) {
  return (await scratchFolders()).filter((name) => !before.includes(name))
}

ledgerGroup('Greeting videos: transcoding to MP4', () => {
  test('a WebM recording ends READY as an H.264/AAC MP4 with fast start and a poster, served with ranges', async ({
    client,
    assert,
  }) => {
    assert.isNotNull(ffmpegConfig.choice.path, 'the bundled ffmpeg is there')
    const scratchBefore = await scratchFolders()
    const { fan, artist, order } = await waitingGreeting(client)
    const delivered = await deliver(client, artist.bearer, order.id, greetingWebm(), 'greeting.webm')
    delivered.assertStatus(200)
    // Answered before the job ran: the file as sent, PROCESSING.
    assert.containsSubset(delivered.body(), { status: 'COMPLETE', videoStatus: 'PROCESSING', videoPosterUrl: null })
    assert.match(delivered.body().videoUrl, /^\/api\/v1\/media\/private\/.+\.webm\?expires=\d+&signature=/)
    const original = keyOf(delivered.body().videoUrl)

    // The request's job ran after its answer (tests/bootstrap.ts drains the runner).
    const [seen] = await ordersOf(client, fan.bearer, false)
    assert.equal(seen!.videoStatus, 'READY')
    assert.isNull(seen!.videoStatusReason)
    const keys = videoRenditionKeysOf(original)
    assert.match(seen!.videoUrl!, /^\/api\/v1\/media\/private\/.+-high\.mp4\?expires=\d+&signature=/)
    assert.equal(keyOf(seen!.videoUrl!), keys.mp4)
    assert.equal(keyOf(seen!.videoPosterUrl!), keys.poster)

    const streams = await streamsOf(keys.mp4)
    assert.match(streams, /Video: h264 \(High\).*yuv420p/)
    assert.match(streams, /Audio: aac/)
    // Fast start: the index (moov) comes before the media (mdat).
    const mp4 = await client.get(seen!.videoUrl!)
    mp4.assertStatus(200)
    assert.equal(mp4.header('content-type'), 'video/mp4')
    const head = await client.get(seen!.videoUrl!).header('range', 'bytes=0-4095')
    head.assertStatus(206)
    assert.match(head.header('content-range') ?? '', /^bytes 0-4095\/\d+$/)
    const bytes = await readFile((await localMediaFile(keys.mp4))!.path)
    assert.isAbove(bytes.indexOf('moov'), 0)
    assert.isBelow(bytes.indexOf('moov'), bytes.indexOf('mdat'))

    const poster = await client.get(seen!.videoPosterUrl!)
    poster.assertStatus(200)
    assert.equal(poster.header('content-type'), 'image/jpeg')
    assert.match(await streamsOf(keys.poster), /Video: mjpeg/)
    // Private like the video: not served without the signature.
    assert.oneOf((await client.get(seen!.videoPosterUrl!.split('?')[0]!)).status(), [403, 404])
    // The artist sees the same.
    const [incoming] = await ordersOf(client, artist.bearer, true)
    assert.equal(keyOf(incoming!.videoUrl!), keys.mp4)
    assert.deepEqual(await leftoverFoldersSince(scratchBefore), [])

    // Deleting the video takes its MP4, its poster and its record with it.
    await deleteMedia([original])
    assert.isFalse(await mediaExists(original))
    assert.isFalse(await mediaExists(keys.mp4))
    assert.isFalse(await mediaExists(keys.poster))
    assert.isNull(await db.from('media_renditions').where('original_key', original).first())
  })

  test('a video ffmpeg cannot decode ends FAILED with a reason; the file as sent stays, nothing else', async ({
    client,
    assert,
  }) => {
    const scratchBefore = await scratchFolders()
    const { fan, artist, order } = await waitingGreeting(client)
    // A well-formed container (it passes the upload's checks) whose frames are zeros.
    const delivered = await deliver(client, artist.bearer, order.id, mp4Bytes(8192), 'greeting.mp4')
    delivered.assertStatus(200)
    const original = keyOf(delivered.body().videoUrl)
    const [seen] = await ordersOf(client, fan.bearer, false)
    assert.equal(seen!.videoStatus, 'FAILED')
    assert.isTrue(seen!.videoStatusReason!.startsWith(greetingMessages.videoUndecodable))
    assert.isNull(seen!.videoPosterUrl)
    assert.equal(keyOf(seen!.videoUrl!), original)
    const keys = videoRenditionKeysOf(original)
    assert.isTrue(await mediaExists(original))
    assert.isFalse(await mediaExists(keys.mp4))
    assert.isFalse(await mediaExists(keys.poster))
    assert.deepEqual(await leftoverFoldersSince(scratchBefore), [])
    const jobs = await db.from('jobs').where('name', 'media.transcode-video').whereNot('status', 'done')
    assert.deepEqual(jobs, [])
  })
})
