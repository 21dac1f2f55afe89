import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { genreLabelsUk, genres } from '@kobza/contract'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import { REFERENCE_CHECK_INTERVAL_MS } from '#catalogue/reference_cache'
import { signedIn } from '#tests/helpers'
import { rawRequest } from '../core/raw_http.js'

const cli = fileURLToPath(new URL('../../../../../cli/bin/kobza.mjs', import.meta.url))

async function codes() {
  const answer = await rawRequest('/api/v1/genres')
  return (JSON.parse(answer.body.toString()) as { value: string }[]).map((entry) => entry.value)
}

/** Polls until `expectation` holds, for a little longer than one check interval. */
async function eventually(expectation: () => Promise<boolean>) {
  const deadline = Date.now() + REFERENCE_CHECK_INTERVAL_MS * 3 + 1000
  while (Date.now() < deadline) {
    if (await expectation()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

test.group('Genres from memory', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
  })

  test('answers carry an ETag; a matching If-None-Match is a 304 without a body', async ({ assert }) => {
    const first = await rawRequest('/api/v1/genres')
    assert.equal(first.status, 200)
    assert.equal(first.headers['content-type'], 'application/json; charset=utf-8')
    assert.equal(first.headers['cache-control'], 'public, no-cache')
    assert.match(first.headers.etag ?? '', /^"[\w-]{22}"$/)
    assert.deepEqual(
      JSON.parse(first.body.toString()),
      genres.list.map((entry) => ({ ...entry, nameUk: genreLabelsUk[entry.value] }))
    )

    const again = await rawRequest('/api/v1/genres', { 'if-none-match': first.headers.etag! })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    assert.equal(again.headers.etag, first.headers.etag)
    const other = await rawRequest('/api/v1/genres', { 'if-none-match': '"something-else"' })
    assert.equal(other.status, 200)
  })

  test('a console edit shows in the next answer, under a new ETag', async ({ client, assert }) => {
    const before = await rawRequest('/api/v1/genres')
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const pop = await Genre.findByOrFail('code', 'POP')
    const edit = await client
      .put(`/admin/api/genres/${pop.id}`)
      .header('authorization', bearer)
      .json({ name: 'Поп-музика' })
    edit.assertStatus(200)

    const after = await rawRequest('/api/v1/genres', { 'if-none-match': before.headers.etag! })
    assert.equal(after.status, 200)
    assert.notEqual(after.headers.etag, before.headers.etag)
    const list = JSON.parse(after.body.toString()) as { value: string; name: string }[]
    assert.equal(list.find((entry) => entry.value === 'POP')?.name, 'Поп-музика')
  })

  test('writes from other processes show within the check interval', async ({ assert }) => {
    assert.include(await codes(), 'POP')
    // Plain SQL runs no model hooks: the serving process learns of it only from the database.
    await db.from('genres').where('code', 'POP').delete()
    assert.isTrue(await eventually(async () => !(await codes()).includes('POP')))

    // `kobza seed reference` in its own process puts the missing genre back.
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'seed', 'reference'], { env: process.env, stdio: 'ignore' })
      child.on('error', reject)
      child.on('exit', resolve)
    })
    assert.equal(exitCode, 0)
    assert.isTrue(await eventually(async () => (await codes()).includes('POP')))
    assert.deepEqual(
      await codes(),
      genres.list.map((entry) => entry.value)
    )
  }).timeout(60_000)
})
