import { gradientPicture, melodyWav, silentMp3 } from '@kobza/testkit'
import { test } from '@japa/runner'
import sharp from 'sharp'
import { probeAudio, processImage, sniffMediaType, UnreadableMediaError } from '#media/public'
import { signPath, verifySignedPath } from '#media/signed_urls'

test.group('Media plumbing', () => {
  test('content types come from magic bytes', async ({ assert }) => {
    assert.equal(sniffMediaType(await gradientPicture(0, 'a', 'png')), 'image/png')
    assert.equal(sniffMediaType(await gradientPicture(0, 'a', 'jpeg')), 'image/jpeg')
    assert.equal(sniffMediaType(melodyWav(0, 1)), 'audio/wav')
    assert.equal(sniffMediaType(silentMp3(1)), 'audio/mpeg')
    assert.equal(sniffMediaType(Buffer.from('ID3\u0004\u0000')), 'audio/mpeg')
    assert.isNull(sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))
    assert.isNull(sniffMediaType(Buffer.from([0xff, 0xf1, 0x50, 0x80])), 'AAC (ADTS) is not MP3')
  })

  test('audio length and format are read from the file', async ({ assert }) => {
    assert.deepEqual(await probeAudio(melodyWav(3, 4)), { type: 'audio/wav', durationSeconds: 4 })
    assert.deepEqual(await probeAudio(silentMp3(7)), { type: 'audio/mpeg', durationSeconds: 7 })
    await assert.rejects(() => probeAudio(Buffer.from('RIFF....WAVEjunk')), UnreadableMediaError)
  })

  test('a WAV cut short of the size its header states is unreadable', async ({ assert }) => {
    const whole = melodyWav(3, 4)
    await assert.rejects(() => probeAudio(whole.subarray(0, whole.length - 1000)), UnreadableMediaError)
    await assert.rejects(() => probeAudio(whole.subarray(0, 200)), UnreadableMediaError)
  })

  test('images are re-encoded without metadata (GPS gone), scaled down and thumbnailed', async ({ assert }) => {
    const withGps = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0057b7' } })
      .withExif({ IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
      .jpeg()
      .toBuffer()
    assert.isDefined((await sharp(withGps).metadata()).exif)
    const processed = await processImage(withGps, ['image/png', 'image/jpeg'])
    const meta = await sharp(processed.bytes).metadata()
    assert.isUndefined(meta.exif)
    assert.equal(processed.type, 'image/jpeg')
    assert.deepEqual([processed.width, processed.height], [2400, 1600])
    const thumbnail = await sharp(processed.thumbnail).metadata()
    assert.deepEqual([thumbnail.format, thumbnail.width, thumbnail.height], ['webp', 600, 400])
    await assert.rejects(() => processImage(melodyWav(0, 1), ['image/png']), UnreadableMediaError)
  })

  test('signed paths verify only for their path and until they expire', ({ assert }) => {
    const now = Date.UTC(2026, 0, 1)
    const signed = signPath('/api/v1/media/private/a.png', now)
    const query = new URLSearchParams(signed.split('?')[1])
    const expires = query.get('expires')
    const signature = query.get('signature')
    assert.isTrue(verifySignedPath('/api/v1/media/private/a.png', expires, signature, now))
    assert.isFalse(verifySignedPath('/api/v1/media/private/b.png', expires, signature, now))
    assert.isFalse(verifySignedPath('/api/v1/media/private/a.png', expires, signature, now + 3600_000))
    assert.isFalse(verifySignedPath('/api/v1/media/private/a.png', expires, 'forged', now))
  })
})
