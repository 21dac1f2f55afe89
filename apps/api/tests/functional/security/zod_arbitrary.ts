import fc from 'fast-check'
import type { z } from 'zod'

/*
 * fast-check values shaped by a contract schema: every key the schema names, each value either
 * of the right kind (enum members, numbers, strings, nested objects and arrays) or hostile
 * (wrong type, boundary, oversized, unicode tricks, NUL). Lengths and ranges are not read from
 * the schema: the hostile set holds the boundaries that matter to every field (empty, 1, huge).
 */

/** 100 KB of two-byte characters. */
const huge = 'я'.repeat(50_000)

export const trickyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  'abc\u200B\u200C\u200D\uFEFF',
  '🎸🇺🇦👩‍👩‍👧‍👦',
  '\uD800',
  'Ї'.repeat(51),
  huge,
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
]

const trickyNumbers = [0, -1, 1, 0.5, -0.0, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, Number.MIN_VALUE]

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...trickyStrings),
  fc.constantFrom<unknown>(...trickyNumbers),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    JSON.parse('{"__proto__":{"isAdmin":true}}')
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 })
)

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  entries?: Record<string, string | number>
  values?: unknown[]
  options?: z.ZodType[]
  valueType?: z.ZodType
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

/** A value of the schema's kind, or a hostile one in its place (about one time in three). */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: wellTyped(schema, depth) }, { weight: 1, arbitrary: hostile })
}

function wellTyped(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(
        ([key, value]) => [key, arbitraryFor(value, depth + 1)] as const
      )
      return fc.record(Object.fromEntries(entries), { requiredKeys: [] })
    }
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(def.element!, depth + 1), { maxLength: 4 })
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }))
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]))
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(wellTyped(def.innerType!, depth), fc.constantFrom(undefined, null))
    case 'pipe':
      return wellTyped(def.in!, depth)
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => wellTyped(option, depth)))
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType!, depth + 1), { maxKeys: 3 })
    case 'number':
    case 'int':
      return fc.oneof(fc.integer(), fc.constantFrom(...trickyNumbers))
    case 'bigint':
      return fc.bigInt().map(String)
    case 'boolean':
      return fc.boolean()
    case 'string':
    case 'transform':
    default:
      return fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constantFrom(...trickyStrings))
  }
}

/** A whole body: mostly the schema's shape, sometimes not an object at all. */
export function bodyFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: wellTyped(schema, 0) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], 'text', 42, null, [{}]) }
  )
}

/** Multipart fields as the spec's clients name them: `a.b` for objects, `a[0]` for arrays. */
export function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === undefined) return []
  if (Array.isArray(value))
    return value.length === 0 && prefix
      ? [[prefix, '']]
      : value.flatMap((item, index) => flatten(item, `${prefix}[${index}]`))
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) return prefix ? [[prefix, '']] : []
    return entries.flatMap(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key))
  }
  return [[prefix || 'value', value === null ? '' : String(value)]]
}
