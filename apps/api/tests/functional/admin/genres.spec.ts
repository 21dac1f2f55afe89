import { test } from '@japa/runner'
import { genres } from '@kobza/contract'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import { signedIn } from '#tests/helpers'

test.group('Admin genres (simple-rest)', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
  })

  test('anonymous and non-console users are refused', async ({ client }) => {
    ;(await client.get('/admin/api/genres')).assertStatus(401)
    const artist = await signedIn({ authorities: ['ARTIST'] })
    ;(await client.get('/admin/api/genres').header('authorization', artist.bearer)).assertStatus(403)
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(
      await client.post('/admin/api/genres').header('authorization', judge.bearer).json({ code: 'X_GENRE', name: 'X' })
    ).assertStatus(403)
  })

  test('list honours sort and range and reports Content-Range', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const response = await client
      .get('/admin/api/genres')
      .qs({ sort: JSON.stringify(['name', 'DESC']), range: JSON.stringify([0, 4]) })
      .header('authorization', bearer)
    response.assertStatus(200)
    assert.equal(response.header('content-range'), `genres 0-4/${genres.list.length}`)
    const expected = [...genres.list]
      .map((entry) => entry.name)
      .sort()
      .reverse()
      .slice(0, 5)
    assert.deepEqual(
      response.body().map((row: { name: string }) => row.name),
      expected
    )
  })

  test('filter q searches names and codes case-insensitively', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const response = await client
      .get('/admin/api/genres')
      .qs({ filter: JSON.stringify({ q: 'rock' }) })
      .header('authorization', bearer)
    assert.deepEqual(
      response.body().map((row: { code: string }) => row.code),
      ['ROCK_METAL']
    )
    assert.equal(response.header('content-range'), 'genres 0-0/1')
  })

  test('bad sort, range and filter parameters are 400s', async ({ client }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const bad = [{ sort: '["password","ASC"]' }, { range: '[5,1]' }, { filter: '{oops' }, { filter: '[1]' }]
    for (const qs of bad) {
      ;(await client.get('/admin/api/genres').qs(qs).header('authorization', bearer)).assertStatus(400)
    }
  })

  test('create, edit, delete a custom genre; built-ins are protected', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const created = await client
      .post('/admin/api/genres')
      .header('authorization', bearer)
      .json({ code: 'FOLK', name: 'Folk', nameUk: 'Фолк', position: 20 })
    created.assertStatus(201)
    const id = created.body().id
    const duplicate = await client
      .post('/admin/api/genres')
      .header('authorization', bearer)
      .json({ code: 'FOLK', name: 'Folk again', nameUk: 'Фолк знову' })
    duplicate.assertStatus(409)
    const invalid = await client
      .post('/admin/api/genres')
      .header('authorization', bearer)
      .json({ code: 'bad code', name: '' })
    invalid.assertStatus(422)
    assert.lengthOf(invalid.body().errors, 3)

    const edited = await client
      .put(`/admin/api/genres/${id}`)
      .header('authorization', bearer)
      .json({ name: 'Ukrainian folk' })
    edited.assertStatus(200)
    assert.equal(edited.body().name, 'Ukrainian folk')
    assert.equal(edited.body().nameUk, 'Фолк', 'a PUT without nameUk keeps it')

    const pop = await Genre.findByOrFail('code', 'POP')
    ;(
      await client.delete(`/admin/api/genres/${pop.id}`).header('authorization', bearer).json({ reason: 'Built in' })
    ).assertStatus(422)
    ;(
      await client.put(`/admin/api/genres/${pop.id}`).header('authorization', bearer).json({ code: 'POPS' })
    ).assertStatus(422)

    ;(
      await client.delete(`/admin/api/genres/${id}`).header('authorization', bearer).json({ reason: 'Duplicate' })
    ).assertStatus(200)
    ;(await client.get(`/admin/api/genres/${id}`).header('authorization', bearer)).assertStatus(404)
    ;(await client.get('/admin/api/genres/abc').header('authorization', bearer)).assertStatus(404)
  })
  test('a genre is created with a Ukrainian label of 1–60 characters, shown in the list', async ({
    client,
    assert,
  }) => {
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const post = (body: Record<string, unknown>) =>
      client.post('/admin/api/genres').header('authorization', bearer).json(body)
    const missing = await post({ code: 'FOLK', name: 'Folk' })
    missing.assertStatus(422)
    assert.deepEqual(
      missing.body().errors.map((error: { field?: string }) => error.field),
      ['nameUk']
    )
    ;(await post({ code: 'FOLK', name: 'Folk', nameUk: '   ' })).assertStatus(422)
    ;(await post({ code: 'FOLK', name: 'Folk', nameUk: 'ф'.repeat(61) })).assertStatus(422)
    assert.isNull(await Genre.findBy('code', 'FOLK'))
    ;(await post({ code: 'FOLK', name: 'Folk', nameUk: 'ф'.repeat(60) })).assertStatus(201)

    const listed = await client
      .get('/admin/api/genres')
      .qs({ filter: JSON.stringify({ q: 'етал' }) })
      .header('authorization', bearer)
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().map((row: { code: string; nameUk: string }) => [row.code, row.nameUk]),
      [['ROCK_METAL', 'Рок/Метал']]
    )
    const pop = await Genre.findByOrFail('code', 'POP')
    const emptied = await client.put(`/admin/api/genres/${pop.id}`).header('authorization', bearer).json({ nameUk: '' })
    emptied.assertStatus(422)
    assert.equal((await Genre.findByOrFail('code', 'POP')).nameUk, 'Поп')
  })
})
