import { test } from '@japa/runner'
import { eraLabelsUk, eras, genreLabelsUk, genres } from '@kobza/contract'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'

test.group('Reference data: Ukrainian labels (migration 0101)', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await Era.query().delete()
  })

  test('a fresh seed writes every built-in code with its Ukrainian label', async ({ assert }) => {
    await seedReferenceData()
    const genreRows = await Genre.query().orderBy('position')
    assert.deepEqual(
      genreRows.map((row) => [row.code, row.nameUk]),
      genres.codes.map((code) => [code, genreLabelsUk[code]])
    )
    const eraRows = await Era.query().orderBy('position')
    assert.deepEqual(
      eraRows.map((row) => [row.code, row.nameUk]),
      eras.codes.map((code) => [code, eraLabelsUk[code]])
    )
  })

  test('rows from before the column get their label filled; edited labels are never overwritten', async ({
    assert,
  }) => {
    await seedReferenceData()
    // Rows as migration 0101 leaves them (no label), and one an operator already edited.
    await Genre.query().update({ name_uk: null })
    await Era.query().where('code', 'EIGHTIES').update({ name_uk: null })
    await Genre.query().where('code', 'POP').update({ name_uk: 'Попса', name: 'Pop music' })
    await Era.query().where('code', 'MODERN_ERA').update({ name_uk: 'Наш час' })

    const result = await seedReferenceData()
    assert.equal(result.created, 0)
    const pop = await Genre.findByOrFail('code', 'POP')
    assert.equal(pop.nameUk, 'Попса')
    assert.equal(pop.name, 'Pop music')
    assert.equal((await Genre.findByOrFail('code', 'ROCK_METAL')).nameUk, genreLabelsUk.ROCK_METAL)
    assert.equal((await Era.findByOrFail('code', 'EIGHTIES')).nameUk, eraLabelsUk.EIGHTIES)
    assert.equal((await Era.findByOrFail('code', 'MODERN_ERA')).nameUk, 'Наш час')

    // A second run changes nothing.
    await seedReferenceData()
    assert.equal((await Genre.findByOrFail('code', 'POP')).nameUk, 'Попса')
    assert.equal(
      await Genre.query()
        .whereNull('name_uk')
        .count('* as n')
        .first()
        .then((r) => Number(r?.$extras.n)),
      0
    )
  })

  test('an operator-added genre without a built-in label stays as it is', async ({ assert }) => {
    await seedReferenceData()
    await Genre.create({ code: 'FOLK', name: 'Folk', nameUk: null, position: 30 })
    await seedReferenceData()
    assert.isNull((await Genre.findByOrFail('code', 'FOLK')).nameUk)
  })
})
