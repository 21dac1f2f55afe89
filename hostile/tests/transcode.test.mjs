/*
 * A transcode survives a crash (issue 33): an artist uploads a three-minute master, and the API
 * process is SIGKILLed while ffmpeg is making its renditions. Started again on the same data, the
 * durable job is taken again once its lease has passed, and the song becomes READY with whole
 * renditions and the decoded duration; the job ran exactly twice.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { melodyWav, wavHeader } from '@kobza/testkit'
import { call, login, multipart } from '../lib/http.mjs'
import { startPlatform } from '../lib/platform.mjs'

const ARTIST = 'artist@kobza.local'
// Whole 8-second melodies: about three minutes.
const SECONDS = 176
let platform

before(async () => {
  // A dead worker's job is taken again this long after its last renewal.
  platform = await startPlatform('transcode', Number(process.env.HOSTILE_BASE_PORT) + 35, {
    env: { JOBS_LEASE: '3000' },
  })
})
after(() => platform?.dispose())

/** Three minutes of 8-second melodies at 44.1 kHz stereo: enough work for ffmpeg to be killed in. */
function master() {
  const format = { sampleRate: 44100, channels: 2 }
  const data = Buffer.concat(Array.from({ length: SECONDS / 8 }, (_, seed) => melodyWav(seed, 8, format).subarray(44)))
  return Buffer.concat([wavHeader(data.length, format), data])
}

async function mediaOf(artist, songId) {
  const page = await call(platform, 'GET', `/api/v1/products/${artist.user.uuid}/songs?page=0&size=50`, {
    token: artist.token,
  })
  assert.equal(page.status, 200)
  return page.body.elements.find((song) => song.id === songId)?.media
}

async function waitFor(what, condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await condition()
    if (value) return value
    await sleep(100)
  }
  assert.fail(`${what} within ${timeoutMs} ms\n${platform.logTail()}`)
}

describe('SIGKILL in the middle of a transcode', () => {
  test('the song still becomes READY after the restart, its renditions whole, the job run exactly twice', async () => {
    let artist = await login(platform, ARTIST)
    const form = multipart({ songName: 'Після збою', genre: 'INDIE' }, [
      { name: 'songFile', filename: 'master.wav', type: 'audio/wav', data: master() },
    ])
    const created = await call(platform, 'POST', `/api/v1/products/${artist.user.uuid}/songs`, {
      token: artist.token,
      headers: { 'content-type': form.contentType },
      body: form.body,
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const songId = created.body.id
    // ffmpeg is at work once the progress moves off zero: kill the process then.
    await waitFor('transcoding to start', async () => (await mediaOf(artist, songId))?.processingProgress > 0, 60_000)
    await platform.kill()

    await platform.start()
    artist = await login(platform, ARTIST)
    const media = await waitFor(
      'the song to be READY after the restart',
      async () => {
        const current = await mediaOf(artist, songId)
        assert.notEqual(current?.status, 'FAILED', current?.statusReason)
        return current?.status === 'READY' ? current : undefined
      },
      90_000
    )
    assert.ok(Math.abs(media.durationSeconds - SECONDS) < 1, `duration ${media.durationSeconds}`)
    for (const url of [media.renditions.high, media.renditions.low]) {
      const answer = await fetch(`${platform.base}${url}`)
      assert.equal(answer.status, 200)
      assert.equal(answer.headers.get('content-type'), 'audio/mp4')
      const bytes = Buffer.from(await answer.arrayBuffer())
      // An MP4 written whole: fast start puts the index (moov) at the front.
      assert.equal(bytes.subarray(4, 8).toString('latin1'), 'ftyp')
      assert.ok(bytes.includes(Buffer.from('moov')), 'the rendition has its index')
    }
    const jobs = await platform.query(
      `SELECT status, attempts FROM jobs WHERE name = 'media.transcode' AND attempts > 1`
    )
    assert.deepEqual(jobs, [{ status: 'done', attempts: 2 }])
  })
})
