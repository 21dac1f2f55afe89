import { gradientPng, toneWav } from '@kobza/testkit'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { catalogueMessages, messages } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { createUser, signedIn } from '#tests/helpers'
import { countRows, songUpload } from './helpers.js'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'

const SEVEN_MB = Buffer.concat([gradientPng(8, 8), Buffer.alloc(7 * 1024 * 1024)])
const inDays = (days: number) => DateTime.utc().plus({ days }).toFormat('yyyy-MM-dd HH:mm:ss')

test.group('Catalogue: songs', () => {
  test('the owner uploads a WAV; its length is read from the file; anyone lists it', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const created = await songUpload(client, artist.user.uuid, artist.bearer, 'Щедрик', 'INDIE').file(
      'file',
      toneWav(4),
      { filename: 'shchedryk.wav' }
    )
    created.assertStatus(201)
    assert.containsSubset(created.body(), {
      songName: 'Щедрик',
      genre: 'INDIE',
      lengthOfSong: 4,
      author: { uuid: artist.user.uuid, nickName: artist.user.nickName },
    })
    // Still PROCESSING: the artist's own original, signed (fans are later given its renditions only).
    assert.match(
      created.body().songUrl,
      /^\/api\/v1\/media\/public\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.wav\?expires=\d+&signature=[\w-]+$/
    )
    const list = await client.get(`/api/v1/products/${artist.user.uuid}/songs`)
    list.assertStatus(200)
    // The answer to the upload says PROCESSING; by the time anyone lists it the job has made it READY.
    const { media: processing, ...song } = created.body()
    assert.equal(processing.status, 'PROCESSING')
    const listed = list.body().elements[0]
    assert.deepEqual(
      { ...list.body(), elements: [{ ...listed, media: undefined, songUrl: undefined }] },
      {
        elements: [{ ...song, media: undefined, songUrl: undefined }],
        totalPages: 1,
      }
    )
    assert.equal(listed.media.status, 'READY')
    // READY: anyone is given the high rendition to play.
    assert.equal(listed.songUrl, listed.media.renditions.high)
  })

  test('a song file sent as `songFile` (the spec) or `file` is stored; both at once is 422', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const spec = await songUpload(client, artist.user.uuid, artist.bearer, 'Spec', 'POP').file('songFile', toneWav(2), {
      filename: 'spec.wav',
    })
    spec.assertStatus(201)
    assert.equal(spec.body().lengthOfSong, 2)
    const specText = await songUpload(client, artist.user.uuid, artist.bearer, 'Text', 'POP').file(
      'songFile',
      Buffer.from('just some text, not audio'),
      { filename: 'song.wav' }
    )
    specText.assertStatus(422)
    assert.deepEqual(specText.body().errors, [{ message: catalogueMessages.songType, field: 'songFile' }])
    const old = await songUpload(client, artist.user.uuid, artist.bearer, 'Old', 'POP').file('file', toneWav(3), {
      filename: 'old.wav',
    })
    old.assertStatus(201)
    assert.equal(old.body().lengthOfSong, 3)
    const both = await songUpload(client, artist.user.uuid, artist.bearer, 'Both', 'POP')
      .file('songFile', toneWav(1), { filename: 'a.wav' })
      .file('file', toneWav(1), { filename: 'b.wav' })
    both.assertStatus(422)
    assert.deepEqual(both.body().errors, [{ message: catalogueMessages.unexpectedFile, field: 'file' }])
    const names = await db.from('songs').where('user_id', artist.user.id).orderBy('id').select('name')
    assert.deepEqual(
      names.map((row) => row.name),
      ['Spec', 'Old']
    )
  })

  test('a WAV name on a text body is 422; no file is 422; a bad genre is 422', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const text = await songUpload(client, artist.user.uuid, artist.bearer, 'Fake', 'POP').file(
      'file',
      Buffer.from('just some text, not audio'),
      { filename: 'song.wav' }
    )
    text.assertStatus(422)
    assert.deepEqual(text.body().errors, [{ message: catalogueMessages.songType, field: 'file' }])
    const none = await songUpload(client, artist.user.uuid, artist.bearer, 'Nothing', 'POP')
    none.assertStatus(422)
    assert.deepEqual(none.body().errors, [{ message: catalogueMessages.songRequired, field: 'file' }])
    const genre = await songUpload(client, artist.user.uuid, artist.bearer, 'Genre', 'NOT_A_GENRE').file(
      'file',
      toneWav(1),
      { filename: 'a.wav' }
    )
    genre.assertStatus(422)
    assert.equal(genre.body().errors[0].field, 'genre')
    assert.equal(await countRows('songs', artist.user.id), 0)
  })

  test('an account without ARTIST cannot add songs, playlists or events to its own page', async ({ client }) => {
    const fan = await signedIn()
    const base = `/api/v1/products/${fan.user.uuid}`
    ;(
      await songUpload(client, fan.user.uuid, fan.bearer, 'x', 'POP').file('file', toneWav(1), { filename: 'a.wav' })
    ).assertStatus(403)
    ;(await client.post(`${base}/albums`).header('authorization', fan.bearer).field('playListName', 'x')).assertStatus(
      403
    )
    ;(
      await client
        .post(`${base}/events`)
        .header('authorization', fan.bearer)
        .field('eventTitle', 'x')
        .field('eventStartAt', inDays(1))
    ).assertStatus(403)
  })

  test("uploading to or deleting from someone else's catalogue is 403", async ({ client, assert }) => {
    const owner = await createUser({ authorities: ['ARTIST'] })
    const song = await createSongRow(owner)
    const other = await signedIn({ authorities: ['ARTIST'] })
    ;(
      await songUpload(client, owner.uuid, other.bearer, 'x', 'POP').file('file', toneWav(1), { filename: 'a.wav' })
    ).assertStatus(403)
    ;(
      await client.delete(`/api/v1/products/${owner.uuid}/songs/${song.id}`).header('authorization', other.bearer)
    ).assertStatus(403)
    // Another artist's song through one's own path is refused too.
    ;(
      await client.delete(`/api/v1/products/${other.user.uuid}/songs/${song.id}`).header('authorization', other.bearer)
    ).assertStatus(403)
    assert.isNotNull(await db.from('songs').where('id', song.id).first())
  })

  test('deleting a song takes it out of its playlists; a playlist left empty goes too', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [first, second] = [await createSongRow(artist.user), await createSongRow(artist.user)]
    const both = await createPlaylistRow(artist.user, [first, second])
    const onlyFirst = await createPlaylistRow(artist.user, [first])
    ;(
      await client
        .delete(`/api/v1/products/${artist.user.uuid}/songs/${first.id}`)
        .header('authorization', artist.bearer)
    ).assertStatus(204)
    const kept = await client.get(`/api/v1/products/${artist.user.uuid}/albums/${both.id}`)
    kept.assertStatus(200)
    assert.equal(kept.body().totalSong, 1)
    assert.deepEqual(
      kept.body().songs.map((song: { id: number }) => song.id),
      [second.id]
    )
    ;(await client.get(`/api/v1/products/${artist.user.uuid}/albums/${onlyFirst.id}`)).assertStatus(404)
    ;(
      await client
        .delete(`/api/v1/products/${artist.user.uuid}/songs/${first.id}`)
        .header('authorization', artist.bearer)
    ).assertStatus(404)
  })
})

test.group('Catalogue: playlists', () => {
  test('the owner makes a playlist of their own songs with a cover; pages of 8', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const songs = [await createSongRow(artist.user), await createSongRow(artist.user)]
    const created = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Вечірнє')
      .field('description', 'Тихі пісні')
      .field('type', 'PLAYLIST')
      .field('songIds[0]', String(songs[1]!.id))
      .field('songIds[1]', String(songs[0]!.id))
      .file('playListCover', gradientPng(), { filename: 'cover.png' })
    created.assertStatus(201)
    assert.containsSubset(created.body(), {
      playListName: 'Вечірнє',
      description: 'Тихі пісні',
      type: 'PLAYLIST',
      totalSong: 2,
    })
    assert.deepEqual(
      created.body().songs.map((song: { id: number }) => song.id),
      [songs[1]!.id, songs[0]!.id]
    )
    assert.match(created.body().playListCover, /^\/api\/v1\/media\/public\//)
    for (let index = 0; index < 8; index += 1) await createPlaylistRow(artist.user, [songs[0]!])
    const first = await client.get(`/api/v1/products/${artist.user.uuid}/albums`)
    assert.equal(first.body().elements.length, 8)
    assert.equal(first.body().totalPages, 2)
    const second = await client.get(`/api/v1/products/${artist.user.uuid}/albums?page=1`)
    assert.deepEqual(
      second.body().elements.map((playlist: { id: number }) => playlist.id),
      [created.body().id]
    )
  })

  test("a playlist with another artist's song, or with no song, is 422", async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const mine = await createSongRow(artist.user)
    const theirs = await createSongRow(await createUser({ authorities: ['ARTIST'] }))
    const foreign = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Mixed')
      .field('songIds[0]', String(mine.id))
      .field('songIds[1]', String(theirs.id))
    foreign.assertStatus(422)
    assert.deepEqual(foreign.body().errors, [{ message: catalogueMessages.playlistForeignSong, field: 'songIds' }])
    const empty = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Empty')
    empty.assertStatus(422)
    assert.deepEqual(empty.body().errors, [{ message: catalogueMessages.playlistNeedsSongs, field: 'songIds' }])
    assert.equal(await countRows('playlists', artist.user.id), 0)
  })
})

test.group('Catalogue: events', () => {
  test('the owner creates an event; pages of 6; anyone reads one', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const start = inDays(10).slice(0, 16)
    const created = await client
      .post(`/api/v1/products/${artist.user.uuid}/events`)
      .header('authorization', artist.bearer)
      .field('eventTitle', 'Концерт у Львові')
      .field('description', 'Акустика')
      .field('eventLink', 'https://tickets.example/lviv')
      .field('eventStartAt', `${start}:00`)
      .file('eventCover', gradientPng(), { filename: 'event.png' })
    created.assertStatus(201)
    assert.containsSubset(created.body(), {
      eventTitle: 'Концерт у Львові',
      eventLink: 'https://tickets.example/lviv',
      eventStartAt: `${start}:00`,
    })
    for (let index = 0; index < 6; index += 1) await createEventRow(artist.user, index + 1)
    const page = await client.get(`/api/v1/products/${artist.user.uuid}/events`)
    assert.equal(page.body().elements.length, 6)
    assert.equal(page.body().totalPages, 2)
    assert.equal(page.body().elements[0].id, created.body().id)
    const one = await client.get(`/api/v1/products/${artist.user.uuid}/events/${created.body().id}`)
    assert.deepEqual(one.body(), created.body())
  })

  test('an event in the past, a javascript: link, a 3001-character description, a 7 MB cover are refused', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const url = `/api/v1/products/${artist.user.uuid}/events`
    const past = await client
      .post(url)
      .header('authorization', artist.bearer)
      .field('eventTitle', 'Yesterday')
      .field('eventStartAt', inDays(-1))
    past.assertStatus(422)
    assert.deepEqual(past.body().errors, [{ message: catalogueMessages.eventInPast, field: 'eventStartAt' }])
    const bad = await client
      .post(url)
      .header('authorization', artist.bearer)
      .field('eventTitle', 'Bad')
      .field('eventLink', 'javascript:alert(1)')
      .field('description', 'x'.repeat(3001))
      .field('eventStartAt', inDays(1))
    bad.assertStatus(422)
    assert.sameMembers(
      bad.body().errors.map((error: { field: string }) => error.field),
      ['eventLink', 'description']
    )
    assert.include(
      bad.body().errors.map((error: { message: string }) => error.message),
      messages.maxChars(3001, 3000)
    )
    const big = await client
      .post(url)
      .header('authorization', artist.bearer)
      .field('eventTitle', 'Big cover')
      .field('eventStartAt', inDays(1))
      .file('eventCover', SEVEN_MB, { filename: 'big.png' })
    big.assertStatus(413)
    assert.deepEqual(big.body().errors, [{ message: catalogueMessages.coverTooLarge, field: 'eventCover' }])
    assert.equal(await countRows('events', artist.user.id), 0)
  })
})

test.group('Catalogue: products overview', () => {
  test('songs, the first 4 playlists and the first 3 events; unknown artist 404', async ({ client, assert }) => {
    const artist = await createUser({ authorities: ['ARTIST'] })
    const song = await createSongRow(artist)
    for (let index = 0; index < 5; index += 1) await createPlaylistRow(artist, [song])
    for (let index = 0; index < 4; index += 1) await createEventRow(artist, index + 1)
    const response = await client.get(`/api/v1/products/${artist.uuid}`)
    response.assertStatus(200)
    assert.lengthOf(response.body().songs, 1)
    assert.lengthOf(response.body().playlists, 4)
    assert.lengthOf(response.body().events, 3)
    ;(await client.get('/api/v1/products/00000000-0000-4000-8000-000000000000')).assertStatus(404)
    ;(await client.get('/api/v1/products/not-a-uuid/songs')).assertStatus(404)
  })
})

test.group('Catalogue: song media', () => {
  test('a song is served with ranges (seeking) and long cache headers', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const wav = toneWav(2)
    const created = await songUpload(client, artist.user.uuid, artist.bearer, 'Seek', 'POP').file('file', wav, {
      filename: 'seek.wav',
    })
    created.assertStatus(201)
    // The artist's signed original (the answer to the upload, while PROCESSING).
    const whole = await client.get(created.body().songUrl)
    whole.assertStatus(200)
    assert.equal(whole.header('accept-ranges'), 'bytes')
    assert.match(whole.header('cache-control') ?? '', /max-age=\d+/)
    const part = await client.get(created.body().songUrl).header('range', 'bytes=100-199')
    part.assertStatus(206)
    assert.equal(part.header('content-range'), `bytes 100-199/${wav.length}`)
    assert.equal(part.header('content-length'), '100')
  })
})
