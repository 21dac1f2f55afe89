import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

/** The variables start/env.ts validates: the keys of the schema passed to Env.create. */
function validatedVariables(source: string): string[] {
  const schema = source.slice(source.indexOf('Env.create('))
  return [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!)
}

test.group('Configuration is documented', () => {
  test('every variable start/env.ts validates has a row in docs/configuration.md', ({ assert }) => {
    const variables = validatedVariables(read('../../../start/env.ts'))
    const documentation = read('../../../../../docs/configuration.md')
    const rows = documentation.split('\n').filter((line) => line.startsWith('| `'))
    assert.isAbove(variables.length, 40)
    const missing = variables.filter((name) => !rows.some((row) => row.split('|')[1]!.includes(`\`${name}\``)))
    assert.deepEqual(missing, [], 'add a row to docs/configuration.md for each of these')
  })
})
