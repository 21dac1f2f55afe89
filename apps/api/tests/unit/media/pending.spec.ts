import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import {
  mediaExists,
  newMediaKey,
  putMedia,
  storeMediaWith,
  sweepAbandonedMedia,
  thumbnailOf,
  withStoredMedia,
} from '#media/public'
import { ABANDONED_AFTER_MS, MEDIA_COLUMNS } from '#media/pending'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'
import Profile from '#profiles/profile'
import { createUser } from '#tests/helpers'
import { gradientPng } from '@kobza/testkit'
import { createSongRow } from '#database/factories/catalogue_factory'

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47])

/** A pid that certainly ran on this host and has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(String(child.stdout))
}

async function journalled(key: string, owner: string, stagedAt = clock.millis()) {
  await putMedia(key, bytes, 'image/png')
  await db.table('pending_media').insert({ key, owner, staged_at: stagedAt })
}

async function journalKeys(): Promise<string[]> {
  return (await db.from('pending_media').select('key').orderBy('key')).map((row) => row.key)
}

test.group('media journal', (group) => {
  group.each.setup(async () => {
    await resetFeed()
    await db.from('pending_media').delete()
    return () => clock.reset()
  })

  test('stored files and the rows naming them settle together, leaving the journal empty', async ({ assert }) => {
    const key = newMediaKey('public', 'image/png')
    const answer = await storeMediaWith([{ key, write: () => putMedia(key, bytes, 'image/png') }], async (trx) => {
      assert.deepEqual(
        await trx
          .from('pending_media')
          .select('key')
          .then((rows) => rows.map((row) => row.key)),
        [key]
      )
      return 'stored'
    })
    assert.equal(answer, 'stored')
    assert.isTrue(await mediaExists(key))
    assert.deepEqual(await journalKeys(), [])
  })

  test('work that fails removes the files written and their journal entries', async ({ assert }) => {
    const key = newMediaKey('public', 'image/png')
    await assert.rejects(
      () =>
        storeMediaWith([{ key, write: () => putMedia(key, bytes, 'image/png') }], async () => {
          throw new Error('rows refused')
        }),
      'rows refused'
    )
    assert.deepEqual(storedMediaKeys(), [])
    assert.deepEqual(await journalKeys(), [])
  })

  test('the sweep deletes what a dead process on this host left, and leaves a live writer alone', async ({
    assert,
  }) => {
    const orphan = newMediaKey('public', 'image/png')
    const inFlight = newMediaKey('private', 'image/png')
    await journalled(orphan, `${hostname()}:${deadPid()}`)
    await journalled(inFlight, `${hostname()}:${process.pid}`)

    assert.deepEqual(await sweepAbandonedMedia(), [orphan])
    assert.isFalse(await mediaExists(orphan))
    assert.isTrue(await mediaExists(inFlight))
    assert.deepEqual(await journalKeys(), [inFlight])
  })

  test('a writer on another host is trusted until the entry is an hour old', async ({ assert }) => {
    const key = newMediaKey('public', 'image/png')
    await journalled(key, 'another-host:4242')
    assert.deepEqual(await sweepAbandonedMedia(), [])
    assert.isTrue(await mediaExists(key))

    clock.travel(ABANDONED_AFTER_MS + 1000)
    assert.deepEqual(await sweepAbandonedMedia(), [key])
    assert.isFalse(await mediaExists(key))
    assert.deepEqual(await journalKeys(), [])
  })

  test('a use case keeping its own transaction: its files stay when it answers, and go when it throws', async ({
    assert,
  }) => {
    const messages = { type: 'not a picture', size: 'too large' }
    const kept = await withStoredMedia(async (store) => {
      const picture = (await store.picture(gradientPng(), 'cover', messages))!
      assert.sameMembers(await journalKeys(), [picture.key, picture.thumbnailKey!])
      return picture
    })
    assert.isTrue(await mediaExists(kept.key))
    assert.isTrue(await mediaExists(kept.thumbnailKey!))
    assert.deepEqual(await journalKeys(), [])

    let written: string[] = []
    await assert.rejects(
      () =>
        withStoredMedia(async (store) => {
          const picture = (await store.picture(gradientPng(), 'cover', messages))!
          written = [picture.key, picture.thumbnailKey!]
          throw new Error('rows refused')
        }),
      'rows refused'
    )
    assert.lengthOf(written, 2)
    for (const key of written) assert.isFalse(await mediaExists(key))
    assert.deepEqual(await journalKeys(), [])
  })

  test('the sweep keeps files a stored row names: their use case committed before its writer died', async ({
    assert,
  }) => {
    const owner = `${hostname()}:${deadPid()}`
    const song = newMediaKey('public', 'audio/wav')
    const avatar = newMediaKey('public', 'image/png')
    const orphan = newMediaKey('public', 'image/png')
    for (const key of [song, avatar, thumbnailOf(avatar)!, orphan]) await journalled(key, owner)
    const artist = await createUser({ authorities: ['ARTIST'] })
    await createSongRow(artist, { mediaKey: song })
    await Profile.create({ userId: artist.id, avatarKey: avatar })

    assert.deepEqual(await sweepAbandonedMedia(), [orphan])
    assert.isTrue(await mediaExists(song))
    assert.isTrue(await mediaExists(thumbnailOf(avatar)!))
    assert.isFalse(await mediaExists(orphan))
    assert.deepEqual(await journalKeys(), [])
  })

  test('the sweep knows every column that names a stored file', async ({ assert }) => {
    // Keys that name no file: a callback's dedupe key, a legend's duplicate check, a ledger event, a search index, a notification's aggregation group, a comment's Idempotency-Key.
    const notMedia = new Set(['dedupe_key', 'duplicate_key', 'event_key', 'group_key', 'search_key', 'idempotency_key'])
    const found: string[] = []
    const client = db.connection()
    for (const table of await client.getAllTables(['public'])) {
      for (const column of Object.keys(await client.columnsInfo(table)))
        if (/_key$/.test(column) && !notMedia.has(column)) found.push(`${table}.${column}`)
    }
    const known = Object.entries(MEDIA_COLUMNS).flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`))
    assert.isNotEmpty(found)
    assert.deepEqual(
      found.filter((column) => !known.includes(column)),
      []
    )
  })
})
