import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { pageSizes } from '@kobza/contract'
import type User from '#accounts/user'
import { userFactory } from '#database/factories/user_factory'
import { createEventRow, createSongRow } from '#database/factories/catalogue_factory'

/*
 * The same cases run on SQLite (FTS5) and PostgreSQL (full-text + pg_trgm). The database is
 * shared by the whole run, so names carry a marker no other test uses and assertions look
 * at where the wanted rows stand, not at the whole list.
 */
let sequence = 0
const nick = (base: string) => `${base}${Date.now().toString(36).slice(-5)}${++sequence}`.slice(0, 20)

async function artist(publicName: string, nickBase: string, status: 'ACTIVE' | 'BLOCKED' = 'ACTIVE') {
  const builder = userFactory()
    .artist()
    .merge({ publicName, nickName: nick(nickBase) })
  if (status === 'BLOCKED') builder.blocked()
  return builder.create()
}

async function subscribe(artistUser: User, fans: number) {
  const now = DateTime.utc()
  const stored = (time: DateTime) => time.toFormat(db.connection().dialect.dateTimeFormat)
  for (let index = 0; index < fans; index += 1) {
    const fan = await userFactory().create()
    await db.table('subscriptions').insert({
      fan_id: fan.id,
      artist_id: artistUser.id,
      active_until: stored(now.plus({ days: 30 })),
      created_at: stored(now),
      updated_at: stored(now),
    })
  }
}

type Element = { uuid?: string; id?: number; nickName?: string; songName?: string; eventTitle?: string }

test.group('Search: artists', () => {
  test('Cyrillic and Latin spellings, any case, find the same artist first', async ({ client, assert }) => {
    const band = await artist('Океан Ельзи', 'okean_elzy')
    for (const textSearch of ['Океан Ельзи', 'океан', 'okean elzy', 'OKEAN ELZY', 'Okean']) {
      const response = await client.post('/api/v1/search/ARTIST').json({ textSearch })
      response.assertStatus(200)
      const elements = response.body().elements as Element[]
      assert.equal(elements[0]?.uuid, band.uuid, textSearch)
      assert.deepEqual(Object.keys(elements[0] ?? {}).sort(), ['avatar', 'nickName', 'publicName', 'uuid'])
    }
  })

  test('a Latin-named artist is found by a Cyrillic query, accents ignored', async ({ client, assert }) => {
    const singer = await artist('Zhenia Bélyi', 'zhenia_belyi')
    for (const textSearch of ['Женя Белий', 'zhenia belyi', 'Bely']) {
      const response = await client.post('/api/v1/search/artist').json({ textSearch })
      response.assertStatus(200)
      assert.equal((response.body().elements as Element[])[0]?.uuid, singer.uuid, textSearch)
    }
  })

  test('prefixes match while typing; a typo in the name still finds the artist', async ({ client, assert }) => {
    const singer = await artist('Святослав Вакарчук', 'sviatoslav_v')
    for (const textSearch of ['Вака', 'svi', 'vakarchuk', 'Vakarchyk', 'Вакарчюк', 'sviatoslav vakarcuk']) {
      const response = await client.post('/api/v1/search/ARTIST').json({ textSearch })
      response.assertStatus(200)
      assert.equal((response.body().elements as Element[])[0]?.uuid, singer.uuid, textSearch)
    }
    const unrelated = await client.post('/api/v1/search/ARTIST').json({ textSearch: 'Qwfpgjzx' })
    unrelated.assertStatus(200)
    assert.deepEqual(unrelated.body(), { elements: [], totalPages: 0 })
  })

  test('equally relevant artists are ordered by subscribers', async ({ client, assert }) => {
    const quiet = await artist('Марічка Тихоліс', 'marichka_t1')
    const popular = await artist('Марічка Тихоліс', 'marichka_t2')
    await subscribe(popular, 2)
    const response = await client.post('/api/v1/search/ARTIST').json({ textSearch: 'Тихоліс' })
    response.assertStatus(200)
    assert.deepEqual(
      (response.body().elements as Element[]).map((element) => element.uuid),
      [popular.uuid, quiet.uuid]
    )
  })

  test('a ranking uses subscriber counts up to 30 seconds old', async ({ client, assert }) => {
    const older = await artist('Ярема Вербовий', 'yarema_v1')
    const newer = await artist('Ярема Вербовий', 'yarema_v2')
    const order = async () =>
      ((await client.post('/api/v1/search/ARTIST').json({ textSearch: 'Вербовий' })).body().elements as Element[]).map(
        (element) => element.uuid
      )
    // No subscribers: the newer account first.
    assert.deepEqual(await order(), [newer.uuid, older.uuid])
    await subscribe(older, 2)
    assert.deepEqual(await order(), [newer.uuid, older.uuid])
    clock.travel(30_001)
    assert.deepEqual(await order(), [older.uuid, newer.uuid])
  }).teardown(() => clock.reset())

  test('blocked and deleted artists and their songs and events never appear', async ({ client, assert }) => {
    const blocked = await artist('Заблокований Гурт Ґрона', 'hrona_blocked', 'BLOCKED')
    const deleted = await artist('Видалений Гурт Ґрона', 'hrona_deleted')
    await deleted.merge({ status: 'DELETED' }).save()
    const visible = await artist('Видимий Гурт Ґрона', 'hrona_visible')
    for (const owner of [blocked, deleted, visible]) {
      await createSongRow(owner, { name: `Ґронова пісня ${owner.nickName}` })
      await createEventRow(owner, 7, `Ґронів концерт ${owner.nickName}`)
    }
    // Other tests share the database: the visible owner's rows are there, the hidden ones are not.
    const artists = await client.post('/api/v1/search/ARTIST').json({ textSearch: 'Гурт Ґрона' })
    artists.assertStatus(200)
    const artistUuids = (artists.body().elements as Element[]).map((element) => element.uuid)
    assert.include(artistUuids, visible.uuid)
    assert.notIncludeMembers(artistUuids, [blocked.uuid, deleted.uuid])
    const songs = await client.post('/api/v1/search/SONG').json({ textSearch: 'Ґронова пісня' })
    songs.assertStatus(200)
    const songNames = (songs.body().elements as Element[]).map((element) => element.songName)
    assert.equal(songNames[0], `Ґронова пісня ${visible.nickName}`)
    assert.notIncludeMembers(songNames, [`Ґронова пісня ${blocked.nickName}`, `Ґронова пісня ${deleted.nickName}`])
    const events = await client.post('/api/v1/search/EVENT').json({ textSearch: 'hroniv kontsert' })
    events.assertStatus(200)
    const titles = (events.body().elements as Element[]).map((element) => element.eventTitle)
    assert.equal(titles[0], `Ґронів концерт ${visible.nickName}`)
    assert.notIncludeMembers(titles, [`Ґронів концерт ${blocked.nickName}`, `Ґронів концерт ${deleted.nickName}`])
  })

  test('pages of 15 by default; page and size from the query', async ({ client, assert }) => {
    for (let index = 0; index < 17; index += 1) await artist(`Хор Дзвіночок ${index}`, 'dzvinochok')
    const first = await client.post('/api/v1/search/ARTIST').json({ textSearch: 'Дзвіночок' })
    first.assertStatus(200)
    assert.lengthOf(first.body().elements, pageSizes.search.ARTIST)
    assert.equal(first.body().totalPages, 2)
    const second = await client
      .post('/api/v1/search/ARTIST')
      .qs({ page: 1, sort: '' })
      .json({ textSearch: 'Дзвіночок' })
    second.assertStatus(200)
    assert.lengthOf(second.body().elements, 2)
    const small = await client.post('/api/v1/search/ARTIST').qs({ size: 5 }).json({ textSearch: 'dzvinochok' })
    small.assertStatus(200)
    assert.lengthOf(small.body().elements, 5)
    assert.equal(small.body().totalPages, 4)
  })
})

test.group('Search: songs and events', () => {
  test('songs by genre, newest of the most followed first, 10 a page', async ({ client, assert }) => {
    const owner = await artist('Гуцульський Фолк-Ансамбль', 'hutsul_folk')
    const folk = []
    for (let index = 0; index < 11; index += 1)
      folk.push(await createSongRow(owner, { genre: 'COUNTRY', name: `Коломийка ${index}` }))
    await createSongRow(owner, { genre: 'ROCK_METAL', name: 'Коломийка рок' })
    const response = await client.post('/api/v1/search/SONG').json({ genres: ['COUNTRY'], textSearch: 'коломийка' })
    response.assertStatus(200)
    const elements = response.body().elements as Array<Element & { genre: string }>
    assert.lengthOf(elements, pageSizes.search.SONG)
    assert.equal(response.body().totalPages, 2)
    assert.isTrue(elements.every((element) => element.genre === 'COUNTRY'))
    assert.equal(elements[0]?.id, folk[10]?.id)
    const byGenreOnly = await client.post('/api/v1/search/SONG').json({ genres: ['COUNTRY'] })
    byGenreOnly.assertStatus(200)
    assert.isTrue(
      (byGenreOnly.body().elements as Array<{ genre: string }>).every((element) => element.genre === 'COUNTRY')
    )
    const badGenre = await client.post('/api/v1/search/SONG').json({ genres: ['NOT_A_GENRE'] })
    badGenre.assertStatus(422)
  })

  test('without text, songs of a genre and events are listed newest first', async ({ client, assert }) => {
    const owner = await artist('Афро Гурт Новинка', 'afro_newest')
    const older = await createSongRow(owner, { genre: 'AFROBEAT', name: 'Перша' })
    const newer = await createSongRow(owner, { genre: 'AFROBEAT', name: 'Друга' })
    const songs = await client.post('/api/v1/search/SONG').json({ genres: ['AFROBEAT'] })
    songs.assertStatus(200)
    const ids = (songs.body().elements as Element[]).map((element) => element.id)
    assert.deepEqual(ids.slice(0, 2), [newer.id, older.id])
    const event = await createEventRow(owner, 3, 'Найновіша подія')
    const events = await client.post('/api/v1/search/EVENT').json({})
    events.assertStatus(200)
    assert.equal((events.body().elements as Element[])[0]?.id, event.id)
  })

  test('songs by name in Latin, prefix and typo; events by title, 9 a page', async ({ client, assert }) => {
    const owner = await artist('Кобзар Співаний', 'kobzar_spivanyi')
    const song = await createSongRow(owner, { name: 'Червона рута' })
    for (const textSearch of ['chervona ruta', 'Черв', 'Chervona rutta']) {
      const response = await client.post('/api/v1/search/SONG').json({ textSearch })
      response.assertStatus(200)
      const first = (response.body().elements as Element[])[0]
      assert.equal(first?.id, song.id, textSearch)
    }
    for (let index = 0; index < 10; index += 1) await createEventRow(owner, 7 + index, `Фестиваль Файне Місто ${index}`)
    const events = await client.post('/api/v1/search/EVENT').json({ textSearch: 'faine misto' })
    events.assertStatus(200)
    assert.lengthOf(events.body().elements, pageSizes.search.EVENT)
    assert.equal(events.body().totalPages, 2)
    // An event's page lives under its artist's profile: the result names the artist.
    const first = (events.body().elements as Array<{ author: { uuid: string; nickName: string } }>)[0]
    assert.deepEqual(first?.author, { uuid: owner.uuid, nickName: owner.nickName })
  })

  test('a city typed as named finds the event that declines it (Львів, у Львові)', async ({ client, assert }) => {
    const owner = await artist('Гурт Левова Брама', 'levova_brama')
    const event = await createEventRow(owner, 7, `Концерт у Львові ${owner.nickName}`)
    for (const textSearch of ['lviv', 'Львів', `lviv ${owner.nickName}`]) {
      const response = await client.post('/api/v1/search/EVENT').json({ textSearch })
      response.assertStatus(200)
      const ids = (response.body().elements as Element[]).map((element) => element.id)
      assert.include(ids, event.id, textSearch)
    }
    // Only the city's own forms: a word that is no form of it still finds nothing.
    const none = await client.post('/api/v1/search/EVENT').json({ textSearch: `lvuv ${owner.nickName}` })
    none.assertStatus(200)
    assert.notInclude(
      (none.body().elements as Element[]).map((element) => element.id),
      event.id
    )
  })

  test('a renamed song or artist is found by its new name only; a deleted song by none', async ({ client, assert }) => {
    // Words no other row holds, and far apart in spelling, so only a stale index could find the old ones.
    const marker = `${Date.now().toString(36).slice(-4)}${++sequence}`.replace(
      /[0-9]/g,
      (digit) => 'abcdefghij'[Number(digit)]!
    )
    const [oldWord, newWord] = [`hmara${marker}`, `dzherelo${marker}`.split('').reverse().join('')]
    const owner = await artist(`Pisniar ${oldWord}`, 'pisniar')
    const song = await createSongRow(owner, { name: `Kalyna ${oldWord}` })
    const found = async (type: 'SONG' | 'ARTIST', textSearch: string) => {
      const response = await client.post(`/api/v1/search/${type}`).json({ textSearch })
      response.assertStatus(200)
      return (response.body().elements as Element[]).map((element) => (type === 'SONG' ? element.id : element.uuid))
    }
    assert.deepEqual(await found('SONG', oldWord), [song.id])
    assert.deepEqual(await found('ARTIST', oldWord.slice(0, -1)), [owner.uuid])

    await db
      .from('songs')
      .where('id', song.id)
      .update({ name: `Kalyna ${newWord}` })
    owner.publicName = `Pisniar ${newWord}`
    await owner.save()
    assert.deepEqual(await found('SONG', newWord), [song.id])
    assert.deepEqual(await found('SONG', oldWord), [])
    assert.deepEqual(await found('ARTIST', newWord), [owner.uuid])
    assert.deepEqual(await found('ARTIST', oldWord), [])
    // PostgreSQL's one-word searches read the words' index (0103_create_search_words): it follows
    // each write (a stale word would only cost ranking, so the index is checked itself).
    const postgres = db.connection().dialect.name === 'postgres'
    const wordsOf = async (source: string, id: number) =>
      (await db.from('search_words').where({ source, row_id: id }).orderBy('word').select('word')).map(
        (row: { word: string }) => row.word
      )
    if (postgres) {
      assert.deepEqual(await wordsOf('songs', song.id), ['kalyna', newWord].sort())
      assert.deepEqual(await wordsOf('users', owner.id), [newWord, owner.nickName.toLowerCase(), 'pisniar'].sort())
    }

    await db.from('songs').where('id', song.id).delete()
    assert.deepEqual(await found('SONG', newWord), [])
    if (postgres) assert.deepEqual(await wordsOf('songs', song.id), [])
  })

  test('operator characters are plain text, never a 5xx', async ({ client, assert }) => {
    await artist("Б'янка О'Брайен", 'bianka_obraien')
    const hostile = [
      "'",
      '"',
      '*',
      ':',
      '&',
      '|',
      '!',
      "O'Br",
      '"okean',
      'a & b | !c',
      'NEAR(x y)',
      'x:*',
      '\\',
      '%_',
      '(',
      ')',
      '-',
      '^',
      '   ',
    ]
    for (const type of ['ARTIST', 'SONG', 'EVENT']) {
      for (const textSearch of hostile) {
        const response = await client.post(`/api/v1/search/${type}`).json({ textSearch })
        response.assertStatus(200)
        assert.isArray(response.body().elements)
      }
    }
    const quoted = await client.post('/api/v1/search/ARTIST').json({ textSearch: "О'Брайен" })
    quoted.assertStatus(200)
    assert.equal((quoted.body().elements as Array<{ publicName: string }>)[0]?.publicName, "Б'янка О'Брайен")
  })

  test('an unknown type is 404; a malformed body or page is 422', async ({ client }) => {
    const unknown = await client.post('/api/v1/search/PLAYLIST').json({ textSearch: 'x' })
    unknown.assertStatus(404)
    const body = await client.post('/api/v1/search/ARTIST').json({ textSearch: 42 })
    body.assertStatus(422)
    const page = await client.post('/api/v1/search/ARTIST').qs({ page: -1 }).json({ textSearch: 'x' })
    page.assertStatus(422)
  })
})
