import { test } from '@japa/runner'
import { genreLabelsUk, genres, genreList } from '@kobza/contract'
import { seedReferenceData } from '#catalogue/reference_data'
import Genre from '#catalogue/genre'
import Era from '#catalogue/era'

test.group('Genres', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await Era.query().delete()
  })

  test('GET /api/v1/genres lists the seeded genres as value/name/nameUk in spec order', async ({ client, assert }) => {
    await seedReferenceData()
    const response = await client.get('/api/v1/genres')
    response.assertStatus(200)
    const body = genreList.parse(response.body())
    assert.deepEqual(
      body,
      genres.list.map((entry) => ({ ...entry, nameUk: genreLabelsUk[entry.value] }))
    )
  })

  test('a console edit of the Ukrainian label reaches GET /api/v1/genres', async ({ client, assert }) => {
    await seedReferenceData()
    const pop = await Genre.findByOrFail('code', 'POP')
    pop.nameUk = 'Попса'
    await pop.save()
    const response = await client.get('/api/v1/genres')
    response.assertStatus(200)
    assert.deepInclude(response.body(), { value: 'POP', name: 'Pop', nameUk: 'Попса' })
  })

  test('the list comes from the database, not from code', async ({ client, assert }) => {
    await Genre.create({ code: 'POP', name: 'Pop music', nameUk: 'Поп', position: 0 })
    const response = await client.get('/api/v1/genres')
    assert.deepEqual(response.body(), [{ value: 'POP', name: 'Pop music', nameUk: 'Поп' }])
  })

  test('seeding is idempotent and keeps renamed entries', async ({ assert }) => {
    const first = await seedReferenceData()
    assert.equal(first.created, genres.list.length + 5)
    await Genre.query().where('code', 'POP').update({ name: 'Pop music' })
    const second = await seedReferenceData()
    assert.equal(second.created, 0)
    assert.equal((await Genre.findByOrFail('code', 'POP')).name, 'Pop music')
    assert.lengthOf(await Genre.all(), genres.list.length)
    assert.lengthOf(await Era.all(), 5)
  })
})
