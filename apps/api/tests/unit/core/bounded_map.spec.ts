import { test } from '@japa/runner'
import { keepNewest } from '#core/bounded_map'

test.group('keepNewest', () => {
  test('drops the oldest entries beyond the bound; a key set again counts as newest', ({ assert }) => {
    const map = new Map<string, number>()
    keepNewest(map, 'a', 1, 2)
    keepNewest(map, 'b', 2, 2)
    keepNewest(map, 'a', 3, 2)
    keepNewest(map, 'c', 4, 2)
    assert.deepEqual(
      [...map],
      [
        ['a', 3],
        ['c', 4],
      ]
    )
  })
})
