import { test } from '@japa/runner'
import { eraLabelsUk, eraList, eras } from '@kobza/contract'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import { signedIn } from '#tests/helpers'
import { rawRequest } from '../core/raw_http.js'

test.group('GET /api/v1/eras', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await Era.query().delete()
    await seedReferenceData()
  })

  test('lists the seeded eras as value/name/nameUk in display order, without a session', async ({ client, assert }) => {
    const response = await client.get('/api/v1/eras')
    response.assertStatus(200)
    assert.deepEqual(
      eraList.parse(response.body()),
      eras.list.map((entry) => ({ ...entry, nameUk: eraLabelsUk[entry.value] }))
    )
  })

  test('answers carry an ETag; a matching If-None-Match is a 304 without a body', async ({ assert }) => {
    const first = await rawRequest('/api/v1/eras')
    assert.equal(first.status, 200)
    assert.equal(first.headers['content-type'], 'application/json; charset=utf-8')
    assert.equal(first.headers['cache-control'], 'public, no-cache')
    assert.match(first.headers.etag ?? '', /^"[\w-]{22}"$/)

    const again = await rawRequest('/api/v1/eras', { 'if-none-match': first.headers.etag! })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    assert.equal(again.headers.etag, first.headers.etag)
    const other = await rawRequest('/api/v1/eras', { 'if-none-match': '"something-else"' })
    assert.equal(other.status, 200)
  })

  test('a console edit of both labels shows in the next answer, under a new ETag', async ({ client, assert }) => {
    const before = await rawRequest('/api/v1/eras')
    assert.equal(before.status, 200)
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const nineties = await Era.findByOrFail('code', 'NINETIES')
    const edit = await client
      .put(`/admin/api/eras/${nineties.id}`)
      .header('authorization', bearer)
      .json({ name: 'The nineties', nameUk: 'Дев’яності' })
    edit.assertStatus(200)

    const after = await rawRequest('/api/v1/eras', { 'if-none-match': before.headers.etag! })
    assert.equal(after.status, 200)
    assert.notEqual(after.headers.etag, before.headers.etag)
    const list = JSON.parse(after.body.toString()) as { value: string }[]
    assert.deepInclude(list, { value: 'NINETIES', name: 'The nineties', nameUk: 'Дев’яності' })
    assert.deepInclude(list, { value: 'EIGHTIES', name: '80s era', nameUk: 'Епоха 80-х' })
  })

  test('writes are refused: the list is read-only here', async ({ client }) => {
    const response = await client.post('/api/v1/eras').json({ value: 'NINETIES', name: 'x' })
    response.assertStatus(405)
  })
})
