import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Knex } from 'knex'
import { createUser } from '#tests/helpers'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'

const ARTISTS = 10_000
const PREFIX = `scale${Date.now().toString(36)}`

/** Runs `work` and returns the SQL statements the API sent meanwhile (from its own process). */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const clients = new Set<Knex>([db.connection().getWriteClient(), db.connection().getReadClient()])
  const seen: string[] = []
  const listener = (query: { sql: string }) => seen.push(query.sql)
  for (const client of clients) client.on('query', listener)
  try {
    await work()
  } finally {
    for (const client of clients) client.removeListener('query', listener)
  }
  return seen
}

/** 10,000 artists, each with a song, a playlist and an event, inserted in bulk. */
async function seedArtists() {
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  const future = DateTime.utc().plus({ days: 5 }).toFormat('yyyy-MM-dd HH:mm:ss')
  for (let start = 0; start < ARTISTS; start += 500) {
    const users = Array.from({ length: Math.min(500, ARTISTS - start) }, (_, offset) => ({
      uuid: randomUUID(),
      email: `${PREFIX}_${start + offset}@example.test`,
      password: 'not-a-hash',
      public_name: `Artist ${start + offset}`,
      nick_name: `${PREFIX}${start + offset}`.slice(0, 20),
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
    }))
    await db.table('users').multiInsert(users)
    const ids = (
      await db
        .from('users')
        .whereIn(
          'email',
          users.map((user) => user.email)
        )
        .select('id')
    ).map((row: { id: number }) => Number(row.id))
    await db.table('songs').multiInsert(
      ids.map((id) => ({
        user_id: id,
        name: 'Song',
        genre: 'POP',
        length_seconds: 60,
        media_key: `public/2026/01/${randomUUID()}.mp3`,
        created_at: now,
      }))
    )
    await db
      .table('playlists')
      .multiInsert(ids.map((id) => ({ user_id: id, name: 'Playlist', type: 'PLAYLIST', created_at: now })))
    await db
      .table('events')
      .multiInsert(ids.map((id) => ({ user_id: id, title: 'Event', start_at: future, created_at: now })))
  }
}

test.group('Catalogue and profiles at scale', (group) => {
  group.setup(async () => {
    await seedArtists()
    return async () => {
      const ids = db.from('users').where('email', 'like', `${PREFIX}_%`).select('id')
      await db.from('events').whereIn('user_id', ids).delete()
      await db.from('playlists').whereIn('user_id', ids).delete()
      await db.from('songs').whereIn('user_id', ids).delete()
      await db.from('users').where('email', 'like', `${PREFIX}_%`).delete()
    }
  })

  test('profile, prices and products pages cost a fixed number of queries, however much the artist has', async ({
    client,
    assert,
  }) => {
    const small = await createUser({ authorities: ['ARTIST'] })
    await createPlaylistRow(small, [await createSongRow(small)])
    await createEventRow(small)
    const big = await createUser({ authorities: ['ARTIST'] })
    const songs = []
    for (let index = 0; index < 25; index += 1) songs.push(await createSongRow(big))
    for (let index = 0; index < 6; index += 1) await createPlaylistRow(big, songs.slice(index, index + 5))
    for (let index = 0; index < 5; index += 1) await createEventRow(big, index + 1)

    const cost = async (path: string) => {
      const queries = await queriesDuring(async () => (await client.get(path)).assertStatus(200))
      return queries.length
    }
    const profileSmall = await cost(`/api/v1/profiles/${small.uuid}`)
    const profileBig = await cost(`/api/v1/profiles/${big.nickName}`)
    // The account with its profile and prices, then its authorities.
    assert.equal(profileSmall, 2)
    assert.equal(profileBig, profileSmall)
    assert.equal(await cost(`/api/v1/service-prices/${big.uuid}`), 1)
    const productsSmall = await cost(`/api/v1/products/${small.uuid}`)
    const productsBig = await cost(`/api/v1/products/${big.uuid}`)
    // The artist, then songs, playlists with their song counts, and events: no totals.
    // …and the songs' transcoding records (renditions, waveform), one query for the page.
    assert.equal(productsSmall, 6)
    assert.equal(productsBig, productsSmall)
    const playlistsBig = await cost(`/api/v1/products/${big.uuid}/albums`)
    assert.equal(playlistsBig, 4)
  })

  test('the list queries use the (user_id, …) indexes', async ({ assert }) => {
    const artist = await db.from('users').where('email', `${PREFIX}_5000@example.test`).first()
    const dialect = db.connection().dialect.name
    const lists = [
      db.from('songs').where('user_id', artist.id).orderBy('id', 'desc').limit(20),
      db.from('playlists').where('user_id', artist.id).orderBy('id', 'desc').limit(8),
      db.from('events').where('user_id', artist.id).orderBy('start_at', 'desc').limit(6),
    ]
    for (const list of lists) {
      const { sql, bindings } = list.toSQL()
      if (dialect === 'postgres') {
        await db.rawQuery('ANALYZE')
        const plan = await db.rawQuery(`EXPLAIN ${sql}`, bindings as never)
        const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')
        assert.notMatch(text, /Seq Scan/, text)
      } else {
        const plan = await db.rawQuery(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)
        const text = (plan as Array<{ detail: string }>).map((row) => row.detail).join('\n')
        assert.match(text, /USING (COVERING )?INDEX/, text)
        assert.notMatch(text, /^SCAN (songs|playlists|events)$/m, text)
      }
    }
  })
})
