import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { declinedKeys, latinKey, latinSql } from '#search/latin'
import { relevance, similarity, TYPO_THRESHOLD } from '#search/similarity'

test.group('latinKey: both scripts meet in one Latin form', () => {
  test('{text} becomes {expected}')
    .with([
      { text: 'Океан Ельзи', expected: 'okean elzy' },
      { text: 'OKEAN  Elzy!', expected: 'okean elzy' },
      { text: 'ЩЕДРИК', expected: 'shchedryk' },
      { text: "Б'янка О’Брайен", expected: 'bianka obraien' },
      { text: 'Zoë Bélyi', expected: 'zoe belyi' },
      { text: 'x:* & "y" | !z', expected: 'x y z' },
      { text: "O'Brien  Band", expected: 'obrien band' },
      { text: "o'brien band dj-ка", expected: 'obrien band dj ka' },
      { text: 'shchedryk', expected: 'shchedryk' },
    ])
    .run(({ assert }, row) => {
      assert.equal(latinKey(row.text), row.expected)
    })

  test('the SQL form gives the same letters as latinKey (SQLite lower() is ASCII only)', ({ assert }) => {
    const database = new Database(':memory:')
    try {
      for (const name of ['Океан Ельзи', 'ЩЕДРИК Ґудзь Їжак', 'Zoë BÉLYI', "Сем'ян"]) {
        const row = database.prepare(`select ${latinSql('?')} as latin`).get(name) as { latin: string }
        assert.equal(latinKey(row.latin), latinKey(name), name)
        assert.match(row.latin, /^[a-z0-9 ]*$/, name)
      }
    } finally {
      database.close()
    }
  })
})

test.group('relevance: prefix, words, substring, then typos', () => {
  test('a name starting with the query beats a word prefix, which beats a substring', ({ assert }) => {
    const start = relevance('okean', 'okean elzy')
    const word = relevance('elz', 'okean elzy')
    const inside = relevance('ean', 'okean elzy')
    assert.isAbove(start, word)
    assert.isAbove(word, inside)
    assert.isAbove(inside, 1)
  })

  test('a one-letter typo stays above the threshold; an unrelated word is no match', ({ assert }) => {
    assert.isAtLeast(similarity('vakarchyk', 'vakarchuk'), TYPO_THRESHOLD)
    assert.isAbove(relevance('vakarchyk', 'sviatoslav vakarchuk'), 0)
    assert.equal(relevance('qwfpgjzx', 'sviatoslav vakarchuk'), 0)
    assert.equal(relevance('', 'anything'), 0)
    // Each typed word must be close to a word of the name, not just one of them.
    assert.equal(relevance('hroniv kontsert', 'kontsert u lvovi'), 0)
    assert.isAbove(relevance('sviatoslav vakarcuk', 'sviatoslav vakarchuk'), 0)
  })
})

test.group('declinedKeys: a city as named meets it declined', () => {
  test('{city} also asks for {form}, a word prefix of {declined}')
    .with([
      { city: 'Львів', form: 'lvov', declined: 'Концерт у Львові' },
      { city: 'Харків', form: 'kharkov', declined: 'Тур по Харкову' },
      { city: 'Київ', form: 'kyiev', declined: 'Фестиваль у Києві' },
    ])
    .run(({ assert }, row) => {
      const forms = declinedKeys(latinKey(row.city))
      assert.include(forms, row.form)
      assert.isAbove(relevance(row.form, latinKey(row.declined)), 0)
    })

  test('words without a closed last і give nothing; several words stay bounded', ({ assert }) => {
    // "lviv" alone is no match for "у Львові" (similarity 0.22): the gap these keys fill.
    assert.equal(relevance('lviv', latinKey('Концерт у Львові')), 0)
    assert.deepEqual(declinedKeys('okean elzy'), [])
    assert.deepEqual(declinedKeys('lvi'), [])
    assert.deepEqual(declinedKeys('kontsert lviv'), ['kontsert lvov', 'kontsert lvev', 'kontsert lviev'])
    assert.lengthOf(declinedKeys('lviv kyiv kharkiv ternopil'), 8)
    assert.notInclude(declinedKeys('lviv kyiv'), 'lviv kyiv')
  })
})
