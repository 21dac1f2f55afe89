import { test } from '@japa/runner'
import { nicknameBase, uniqueNickname } from '#accounts/nickname'

test.group('nicknameBase: Ukrainian national transliteration', () => {
  test('{name} becomes {expected}')
    .with([
      { name: 'Оксана Вербицька', expected: 'oksana_verbytska' },
      { name: 'Щедрик Гурт', expected: 'shchedryk_hurt' },
      { name: 'Юрій Ґудзь', expected: 'iurii_gudz' },
      { name: "Сем'ян Їжак", expected: 'semian_izhak' },
      { name: 'Zoë Müller', expected: 'zoe_muller' },
    ])
    .run(({ assert }, row) => {
      assert.equal(nicknameBase(row.name), row.expected)
    })

  test('a name too short for a nickname gets the user prefix', ({ assert }) => {
    assert.equal(nicknameBase('Я'), 'user_ia')
    assert.equal(nicknameBase('!!'), 'user')
  })

  test('at most 20 characters, never ending in an underscore', ({ assert }) => {
    const base = nicknameBase('Олександра Костянтинівна Шевченко')
    assert.isAtMost(base.length, 20)
    assert.notMatch(base, /_$/)
    assert.equal(base, 'oleksandra_kostianty')
  })
})

test.group('uniqueNickname', () => {
  test('keeps the base when it is free', async ({ assert }) => {
    assert.equal(await uniqueNickname('Марія Коваль', async () => false), 'mariia_koval')
  })

  test('adds a numeric suffix within 20 characters when the base is taken', async ({ assert }) => {
    const taken = new Set(['oleksandra_kostianty'])
    const nick = await uniqueNickname('Олександра Костянтинівна', async (candidate) => taken.has(candidate))
    assert.match(nick, /^oleksandra_kostia\d{3}$/)
    assert.isAtMost(nick.length, 20)
  })

  test('gives up with an error after twenty taken candidates', async ({ assert }) => {
    await assert.rejects(() => uniqueNickname('Марія', async () => true), 'Could not find a free nickname')
  })
})
