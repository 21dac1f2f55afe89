import { gradientPng, toneWav } from '@kobza/testkit'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { catalogueMessages, profileMessages } from '@kobza/contract'
import { createUser, signedIn } from '#tests/helpers'
import { countRows, songUpload } from './helpers.js'
import { storedMediaKeys } from '#tests/functional/feed/helpers'
import { createSongRow } from '#database/factories/catalogue_factory'

/*
 * The profile's and the catalogue's uploads stream through their checks (app/media's
 * receiveMultipart; the routes are in multipart_routes.ts): who may write is decided before the body is read, a file is stopped the
 * moment it passes its limit, and a refused request leaves no file behind — neither a temporary
 * one nor one already stored for a use case that then said no.
 */
const SEVEN_MB = Buffer.concat([gradientPng(8, 8), Buffer.alloc(7 * 1024 * 1024)])
const inDays = (days: number) => DateTime.utc().plus({ days }).toFormat('yyyy-MM-dd HH:mm:ss')
/** The owner's own PATCH of their profile, signed in. */
const profileUpdate = (client: ApiClient, owner: { user: { uuid: string }; bearer: string }) =>
  client.patch(`/api/v1/profiles/${owner.user.uuid}`).header('authorization', owner.bearer)

test.group('Streamed uploads: profile pictures', () => {
  test('a 7 MB avatar is stopped while streaming; nothing is stored, the profile is unchanged', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await profileUpdate(client, owner)
      .field('publicName', 'Нове імʼя')
      .file('avatar', SEVEN_MB, { filename: 'big.png' })
    response.assertStatus(413)
    assert.deepEqual(response.body().errors, [{ message: profileMessages.imageTooLarge, field: 'avatar' }])
    assert.deepEqual(storedMediaKeys(), before)
    const profile = await client.get(`/api/v1/profiles/${owner.user.uuid}`)
    assert.equal(profile.body().publicName, owner.user.publicName)
    assert.isNull(profile.body().avatar)
  })

  test('a file in a field that takes none, or the avatar twice, is refused', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const stray = await profileUpdate(client, owner).file('description', gradientPng(), { filename: 'a.png' })
    stray.assertStatus(422)
    assert.deepEqual(stray.body().errors, [{ message: profileMessages.unexpectedFile, field: 'description' }])
    const twice = await profileUpdate(client, owner)
      .file('avatar', gradientPng(), { filename: 'a.png' })
      .file('avatar', gradientPng(), { filename: 'b.png' })
    twice.assertStatus(422)
    assert.equal(twice.body().errors[0].message, profileMessages.unexpectedFile)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('a taken nickname after a good avatar: 422, and the avatar just stored is removed again', async ({
    client,
    assert,
  }) => {
    const taken = await createUser()
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await profileUpdate(client, owner)
      .field('nickName', taken.nickName)
      .file('avatar', gradientPng(), { filename: 'me.png' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: profileMessages.nickNameTaken, field: 'nickName' }])
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('replacing the avatar deletes the old one and its thumbnail', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const first = await profileUpdate(client, owner).file('avatar', gradientPng(), { filename: 'one.png' })
    first.assertStatus(200)
    const afterFirst = storedMediaKeys()
    assert.lengthOf(afterFirst, before.length + 2)
    const second = await profileUpdate(client, owner).file('avatar', gradientPng(32, 32), { filename: 'two.png' })
    second.assertStatus(200)
    assert.notEqual(second.body().avatar, first.body().avatar)
    const afterSecond = storedMediaKeys()
    assert.lengthOf(afterSecond, before.length + 2)
    assert.isFalse(afterSecond.some((key) => first.body().avatar.endsWith(key)))
  })

  test("someone else's profile is 403 before the upload is read", async ({ client, assert }) => {
    const owner = await createUser({ authorities: ['ARTIST'] })
    const intruder = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await client
      .patch(`/api/v1/profiles/${owner.uuid}`)
      .header('authorization', intruder.bearer)
      .file('cover', gradientPng(96, 32), { filename: 'cover.png' })
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, profileMessages.notOwner)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('a plain JSON edit still works on the streamed route', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const response = await profileUpdate(client, owner).json({ description: 'Лише текст' })
    response.assertStatus(200)
    assert.equal(response.body().description, 'Лише текст')
  })
})

test.group('Streamed uploads: songs, playlists, events', () => {
  test('a second song file is refused while streaming; no song, no file', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await songUpload(client, artist.user.uuid, artist.bearer, 'Двічі', 'POP')
      .file('file', toneWav(1), { filename: 'a.wav' })
      .file('cover', gradientPng(), { filename: 'b.png' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: catalogueMessages.unexpectedFile, field: 'cover' }])
    assert.equal(await countRows('songs', artist.user.id), 0)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('a PNG under a song name is refused by its first bytes', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await songUpload(client, artist.user.uuid, artist.bearer, 'Картинка', 'POP').file(
      'file',
      gradientPng(),
      { filename: 'song.mp3' }
    )
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: catalogueMessages.songType, field: 'file' }])
  })

  test('a song with a bad genre: 422 and the stored audio is removed again', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await songUpload(client, artist.user.uuid, artist.bearer, 'Жанр', 'NOT_A_GENRE').file(
      'file',
      toneWav(1),
      { filename: 'a.wav' }
    )
    response.assertStatus(422)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('a 7 MB playlist cover is 413 while streaming; no playlist, no file', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const song = await createSongRow(artist.user)
    const before = storedMediaKeys()
    const response = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Велика')
      .field('songIds[0]', String(song.id))
      .file('playListCover', SEVEN_MB, { filename: 'big.png' })
    response.assertStatus(413)
    assert.deepEqual(response.body().errors, [{ message: catalogueMessages.coverTooLarge, field: 'playListCover' }])
    assert.equal(await countRows('playlists', artist.user.id), 0)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test("a playlist with another artist's song and a good cover: 422, the cover is not kept", async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const other = await createUser({ authorities: ['ARTIST'] })
    const foreign = await createSongRow(other)
    const before = storedMediaKeys()
    const response = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Чужа')
      .field('songIds[0]', String(foreign.id))
      .file('playListCover', gradientPng(), { filename: 'cover.png' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, catalogueMessages.playlistForeignSong)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test('a streamed playlist keeps its song ids in order', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const first = await createSongRow(artist.user)
    const second = await createSongRow(artist.user)
    const response = await client
      .post(`/api/v1/products/${artist.user.uuid}/albums`)
      .header('authorization', artist.bearer)
      .field('playListName', 'Дві')
      .field('description', 'Опис')
      .field('songIds[0]', String(second.id))
      .field('songIds[1]', String(first.id))
      .file('playListCover', gradientPng(), { filename: 'cover.png' })
    response.assertStatus(201)
    assert.sameMembers(
      response.body().songs.map((song: { id: number }) => song.id),
      [first.id, second.id]
    )
    assert.match(response.body().playListCover, /^\/api\/v1\/media\/public\//)
  })

  test('an event in the past with a good cover: 422, the cover is not kept', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await client
      .post(`/api/v1/products/${artist.user.uuid}/events`)
      .header('authorization', artist.bearer)
      .field('eventTitle', 'Учора')
      .field('eventStartAt', inDays(-1))
      .file('eventCover', gradientPng(), { filename: 'cover.png' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, catalogueMessages.eventInPast)
    assert.equal(await countRows('events', artist.user.id), 0)
    assert.deepEqual(storedMediaKeys(), before)
  })

  test("another artist's catalogue is 403 before the upload is read", async ({ client, assert }) => {
    const owner = await createUser({ authorities: ['ARTIST'] })
    const intruder = await signedIn({ authorities: ['ARTIST'] })
    const before = storedMediaKeys()
    const response = await client
      .post(`/api/v1/products/${owner.uuid}/events`)
      .header('authorization', intruder.bearer)
      .field('eventTitle', 'Чужа подія')
      .field('eventStartAt', inDays(3))
      .file('eventCover', gradientPng(), { filename: 'cover.png' })
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, catalogueMessages.notOwner)
    assert.deepEqual(storedMediaKeys(), before)
  })
})
