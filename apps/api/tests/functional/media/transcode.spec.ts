import { toneWav, wavHeader } from '@kobza/testkit'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogueMessages, messages, waveformPoints } from '@kobza/contract'
import ffmpegConfig from '#config/ffmpeg'
import { clock } from '#core/clock'
import { claimJobs, drainJobs, runClaimedJob } from '#core/jobs/jobs'
import { mediaExists } from '#media/storage'
import { startTranscoding, TRANSCODE_JOB } from '#media/transcode'
import { forgetPageHeads } from '#core/page_heads'
import { createPlaylistRow } from '#database/factories/catalogue_factory'
import Song from '#catalogue/song'
import { artistAndFan, signedIn } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { songUpload } from '../catalogue/helpers.js'

/** A media URL's key (a song's answer names its original signed while it is PROCESSING). */
const keyOf = (url: string) => url.replace(/^\/api\/v1\/media\//, '').replace(/\?.*$/, '')

async function upload(
  client: Parameters<typeof songUpload>[0],
  artist: Awaited<ReturnType<typeof signedIn>>,
  wav = toneWav(4, [440, 660])
) {
  const created = await songUpload(client, artist.user.uuid, artist.bearer, 'Щедрик', 'INDIE').file('songFile', wav, {
    filename: 'song.wav',
  })
  created.assertStatus(201)
  return created.body()
}

test.group('Media: song transcoding', (group) => {
  group.each.teardown(() => {
    ffmpegConfig.override(undefined)
    clock.reset()
  })

  test('an uploaded WAV answers PROCESSING; the job makes renditions, waveform, loudness and the duration', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const created = await upload(client, artist)
    assert.deepEqual(created.media, {
      status: 'PROCESSING',
      statusReason: null,
      processingProgress: 0,
      durationSeconds: null,
      waveform: null,
      loudness: null,
      renditions: null,
    })
    // The request's job ran after its answer (tests/bootstrap.ts drains the runner).
    const list = await client.get(`/api/v1/products/${artist.user.uuid}/songs`)
    list.assertStatus(200)
    const media = list.body().elements[0].media
    assert.equal(media.status, 'READY')
    assert.isNull(media.processingProgress)
    assert.closeTo(media.durationSeconds, 4, 0.1)
    assert.isAtMost(media.waveform.length, waveformPoints)
    assert.isAbove(media.waveform.length, 100)
    assert.isTrue(media.waveform.every((peak: number) => peak >= 0 && peak <= 1))
    assert.isAbove(Math.max(...media.waveform), 0.1)
    assert.isBelow(media.loudness.integratedLufs, 0)
    assert.isBelow(media.loudness.truePeakDb, 1)
    assert.match(media.renditions.high, /^\/api\/v1\/media\/public\/\d{4}\/\d{2}\/[0-9a-f-]{36}-high\.m4a$/)
    assert.match(media.renditions.low, /-low\.m4a$/)
    assert.equal(list.body().elements[0].lengthOfSong, 4)

    const high = await client.get(media.renditions.high)
    high.assertStatus(200)
    assert.equal(high.header('content-type'), 'audio/mp4')
    const range = await client.get(media.renditions.low).header('range', 'bytes=0-99')
    range.assertStatus(206)

    // Deleting the song deletes its renditions and its record.
    const songId = list.body().elements[0].id
    const deleted = await client
      .delete(`/api/v1/products/${artist.user.uuid}/songs/${songId}`)
      .header('authorization', artist.bearer)
    deleted.assertStatus(204)
    assert.isFalse(await mediaExists(keyOf(media.renditions.high)))
    assert.isFalse(await mediaExists(keyOf(media.renditions.low)))
    assert.isNull(await db.from('media_renditions').where('original_key', keyOf(created.songUrl)).first())
  })

  test('fans see READY songs only; the artist sees PROCESSING with progress and FAILED with a reason', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const song = await upload(client, artist)
    const key = keyOf(song.songUrl)
    await db.from('media_renditions').where('original_key', key).update({ status: 'PROCESSING', progress: 40 })
    const asFan = await client.get(`/api/v1/products/${artist.user.uuid}/songs`).header('authorization', fan.bearer)
    asFan.assertStatus(200)
    // The page count counts what the viewer is shown: no empty page to click through.
    assert.deepEqual(asFan.body(), { elements: [], totalPages: 0 })
    const asOwner = await client
      .get(`/api/v1/products/${artist.user.uuid}/songs`)
      .header('authorization', artist.bearer)
    assert.containsSubset(asOwner.body().elements[0].media, { status: 'PROCESSING', processingProgress: 40 })
    assert.equal(asOwner.body().totalPages, 1)

    await db
      .from('media_renditions')
      .where('original_key', key)
      .update({ status: 'FAILED', status_reason: messages.songUndecodable, progress: null })
    const failed = await client.get(`/api/v1/products/${artist.user.uuid}/songs`).header('authorization', artist.bearer)
    assert.containsSubset(failed.body().elements[0].media, {
      status: 'FAILED',
      statusReason: messages.songUndecodable,
      renditions: null,
    })
    const anonymous = await client.get(`/api/v1/products/${artist.user.uuid}/songs`)
    assert.deepEqual(anonymous.body().elements, [])
  })

  test('a song stored before transcoding (no record) is READY and streams its original', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    await db.from('media_renditions').where('original_key', keyOf(song.songUrl)).delete()
    const original = `/api/v1/media/${keyOf(song.songUrl)}`
    const fan = await signedIn()
    const list = await client.get(`/api/v1/products/${artist.user.uuid}/songs`).header('authorization', fan.bearer)
    assert.containsSubset(list.body().elements[0], {
      songUrl: original,
      media: { status: 'READY', renditions: { high: original, low: original } },
    })
    // Its original is what there is to play: open to anyone, as before transcoding existed.
    ;(await client.get(original)).assertStatus(200)
  })

  test('a transcoded song keeps its original private: fans get the renditions, the artist a signed original', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const created = await upload(client, artist)
    const original = `/api/v1/media/${keyOf(created.songUrl)}`
    const asFan = await client.get(`/api/v1/products/${artist.user.uuid}/songs`).header('authorization', fan.bearer)
    const { songUrl, media } = asFan.body().elements[0]
    assert.equal(songUrl, media.renditions.high)
    assert.notInclude(JSON.stringify(asFan.body()), keyOf(created.songUrl))
    // The original's own URL, unsigned (anyone who guessed it from a rendition's name): refused.
    const refused = await client.get(original).header('authorization', fan.bearer)
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { errors: [{ message: messages.forbidden }] })
    ;(await client.get(original).header('range', 'bytes=0-99')).assertStatus(403)
    // A forged or expired signature is refused too.
    ;(await client.get(`${original}?expires=99999999999&signature=forged`)).assertStatus(403)
    // The renditions play, with ranges.
    ;(await client.get(media.renditions.high)).assertStatus(200)
    ;(await client.get(media.renditions.low).header('range', 'bytes=0-99')).assertStatus(206)
    // The artist's signed original (handed to them while it processed) still downloads.
    const own = await client.get(created.songUrl)
    own.assertStatus(200)
    assert.equal(own.header('content-type'), 'audio/wav')

    // A song in a post: its file URL is the high rendition, its original refused in the same way.
    const postId = await postFactory(artist.user).withSong('Пісня в пості', 'POP', 3).create()
    await drainJobs()
    const post = await client.get(`/api/v1/contents/${artist.user.uuid}/${postId}`).header('authorization', fan.bearer)
    const { song } = post.body().contents.find((block: { type: string }) => block.type === 'SONG')
    assert.equal(song.fileUrl, song.media.renditions.high)
    ;(await client.get(song.fileUrl.replace(/-high\.m4a$/, '.wav'))).assertStatus(403)
    ;(await client.get(song.fileUrl)).assertStatus(200)
  })

  test('no ffmpeg on the machine: the song is served as uploaded, READY', async ({ client, assert }) => {
    ffmpegConfig.override({ path: null, source: null, missing: 'no ffmpeg' })
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    assert.equal(song.media.status, 'READY')
    assert.deepEqual(song.media.renditions, { high: song.songUrl, low: song.songUrl })
  })

  test('ffmpeg failing ends FAILED with a reason, no rendition left, no job pending', async ({ client, assert }) => {
    ffmpegConfig.override({ path: '/bin/false', source: 'FFMPEG_PATH', missing: null })
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    const list = await client.get(`/api/v1/products/${artist.user.uuid}/songs`).header('authorization', artist.bearer)
    list.assertStatus(200)
    assert.equal(list.body().elements[0].media.status, 'FAILED')
    assert.match(list.body().elements[0].media.statusReason, new RegExp(`^${messages.songUndecodable}`))
    const base = keyOf(song.songUrl).replace(/\.wav$/, '')
    assert.isFalse(await mediaExists(`${base}-high.m4a`))
    const pending = await db.from('jobs').where('name', TRANSCODE_JOB).where('status', 'queued')
    assert.lengthOf(pending, 0)
  })

  test('a song in a post is transcoded too: hidden from fans while PROCESSING, then READY with its renditions', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const postId = await postFactory(artist.user).withSong('Пісня в пості', 'POP', 3).create()
    const songOf = async (bearer: string) => {
      const answer = await client.get(`/api/v1/contents/${artist.user.uuid}/${postId}`).header('authorization', bearer)
      answer.assertStatus(200)
      const content = answer.body().contents.find((block: { type: string }) => block.type === 'SONG')
      return content?.song
    }
    // A fan is not shown a song still processing (the test runner drains the jobs after a request).
    assert.isUndefined(await songOf(fan.bearer))
    await drainJobs()
    const { media } = await songOf(fan.bearer)
    assert.equal(media.status, 'READY')
    assert.match(media.renditions.high, /-high\.m4a$/)
    assert.match(media.renditions.low, /-low\.m4a$/)
    assert.isAbove(media.waveform.length, 100)
    assert.closeTo(media.durationSeconds, 3, 0.1)
  })

  test('a shared song plays its high rendition to strangers, and is not shared before it is READY', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    const { media } = (await client.get(`/api/v1/products/${artist.user.uuid}/songs`)).body().elements[0]
    const embed = await client.get(`/embed/song/${song.id}`)
    embed.assertStatus(200)
    // Never the uploaded original: a fan on a phone would download the whole WAV.
    assert.include(embed.text(), `<audio controls preload="metadata" src="${media.renditions.high}"`)
    assert.notInclude(embed.text(), song.songUrl)
    const playlist = await createPlaylistRow(artist.user, [await Song.findOrFail(song.id)], 'Ready and not')
    assert.include((await client.get(`/embed/playlist/${playlist.id}`)).text(), media.renditions.high)

    forgetPageHeads()
    await db.from('media_renditions').where('original_key', keyOf(song.songUrl)).update({ status: 'PROCESSING' })
    ;(await client.get(`/embed/song/${song.id}`)).assertStatus(404)
    const playlistEmbed = await client.get(`/embed/playlist/${playlist.id}`)
    assert.notInclude(playlistEmbed.text(), song.songUrl)
    assert.notInclude(playlistEmbed.text(), 'Щедрик')
  })

  test('a song longer than an hour ends FAILED; zero-length audio is refused at upload', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    const key = keyOf(song.songUrl)
    await db.from('media_renditions').where('original_key', key).delete()
    await startTranscoding(key, 3601)
    await drainJobs()
    const row = await db.from('media_renditions').where('original_key', key).first()
    assert.equal(row.status, 'FAILED')
    assert.equal(row.status_reason, messages.songTooLong)

    const empty = await songUpload(client, artist.user.uuid, artist.bearer, 'Empty', 'POP').file(
      'songFile',
      wavHeader(0),
      { filename: 'empty.wav' }
    )
    empty.assertStatus(422)
    assert.deepEqual(empty.body().errors, [{ message: catalogueMessages.songType, field: 'songFile' }])
    const text = await songUpload(client, artist.user.uuid, artist.bearer, 'Text', 'POP').file(
      'songFile',
      Buffer.from('not audio at all, only words'),
      { filename: 'song.wav' }
    )
    text.assertStatus(422)
  })

  test('a job killed mid-work is tried again, then FAILED after the bound', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await upload(client, artist)
    const key = keyOf(song.songUrl)
    await db.from('media_renditions').where('original_key', key).delete()
    await startTranscoding(key, 4)
    // Each claim by a worker that then dies: the lease runs out and the job is due again.
    for (let attempt = 1; attempt <= ffmpegConfig.maxAttempts; attempt += 1) {
      const [claimed] = await claimJobs([TRANSCODE_JOB], 1, `dead-worker-${attempt}`)
      assert.exists(claimed)
      clock.travel(10 * 60_000)
    }
    const [last] = await claimJobs([TRANSCODE_JOB], 1)
    await runClaimedJob(last!)
    const row = await db.from('media_renditions').where('original_key', key).first()
    assert.equal(row.status, 'FAILED')
    assert.equal(row.status_reason, messages.songProcessingGaveUp)
    const job = await db.from('jobs').where('id', last!.id).first()
    assert.equal(job.status, 'done')
  })
})
