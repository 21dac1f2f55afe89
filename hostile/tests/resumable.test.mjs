/*
 * A resumable upload survives a dropped connection (issue 33 item 6): an artist sends a 100 MB WAV
 * through the tus endpoint, the connection is destroyed after half of it, HEAD answers about 50 %,
 * a PATCH from there completes it, and the song made from the upload id becomes READY.
 */
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { melodyWav, wavHeader } from '@kobza/testkit'
import { call, login } from '../lib/http.mjs'
import { startPlatform } from '../lib/platform.mjs'

const ARTIST = 'artist@kobza.local'
const SIZE = 100 * 1024 * 1024
const tus = { 'tus-resumable': '1.0.0' }
let platform

before(async () => {
  platform = await startPlatform('resumable', Number(process.env.HOSTILE_BASE_PORT) + 60)
})
after(() => platform?.dispose())

/** A 100 MB WAV of repeated 8-second melodies (44.1 kHz stereo: about ten minutes). */
function hundredMegabytes() {
  const format = { sampleRate: 44100, channels: 2 }
  const melody = melodyWav(1, 8, format).subarray(44)
  const data = Buffer.alloc(SIZE - 44)
  for (let offset = 0; offset < data.length; offset += melody.length) melody.copy(data, offset)
  return Buffer.concat([wavHeader(data.length, format), data])
}

/** PATCH from offset 0, destroyed once `cut` bytes have been written. */
function patchThenDrop(url, token, body, cut) {
  return new Promise((resolve) => {
    const outgoing = request(`${platform.base}${url}`, {
      method: 'PATCH',
      headers: {
        ...tus,
        authorization: `Bearer ${token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    })
    outgoing.on('error', () => resolve())
    outgoing.on('close', () => resolve())
    outgoing.write(body.subarray(0, cut), () => setTimeout(() => outgoing.destroy(), 500))
  })
}

describe('a dropped connection during a resumable upload', () => {
  test('at 50 % of 100 MB: HEAD answers about 50 %, the rest completes, the song becomes READY', async () => {
    const artist = await login(platform, ARTIST)
    const wav = hundredMegabytes()
    const created = await fetch(`${platform.base}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        authorization: `Bearer ${artist.token}`,
        'upload-length': String(wav.length),
        'upload-metadata': `kind ${Buffer.from('song').toString('base64')}`,
      },
    })
    assert.equal(created.status, 201, await created.text())
    const url = created.headers.get('location')
    const id = url.slice(url.lastIndexOf('/') + 1)

    await patchThenDrop(url, artist.token, wav, SIZE / 2)
    const probed = await fetch(`${platform.base}${url}`, {
      method: 'HEAD',
      headers: { ...tus, authorization: `Bearer ${artist.token}` },
    })
    assert.equal(probed.status, 200)
    const offset = Number(probed.headers.get('upload-offset'))
    // The bytes the server had taken when the line dropped: about half, never more than was sent.
    assert.ok(offset <= SIZE / 2 && offset >= SIZE * 0.45, `resumed from ${offset} of ${SIZE}`)
    console.log(`# resumed from ${offset} of ${SIZE} bytes (${((offset / SIZE) * 100).toFixed(1)} %)`)

    const rest = await fetch(`${platform.base}${url}`, {
      method: 'PATCH',
      headers: {
        ...tus,
        authorization: `Bearer ${artist.token}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: wav.subarray(offset),
    })
    assert.equal(rest.status, 204)
    assert.equal(rest.headers.get('upload-offset'), String(SIZE))

    const song = await call(platform, 'POST', `/api/v1/products/${artist.user.uuid}/songs`, {
      token: artist.token,
      json: { songName: 'Докачана', genre: 'INDIE', uploadId: id },
    })
    assert.equal(song.status, 201, JSON.stringify(song.body))
    const deadline = Date.now() + 240_000
    for (;;) {
      const page = await call(platform, 'GET', `/api/v1/products/${artist.user.uuid}/songs?page=0&size=50`, {
        token: artist.token,
      })
      const media = page.body.elements.find((each) => each.id === song.body.id)?.media
      assert.notEqual(media?.status, 'FAILED', media?.statusReason)
      if (media?.status === 'READY') break
      assert.ok(Date.now() < deadline, `the song to be READY\n${platform.logTail()}`)
      await sleep(500)
    }
  })
})
