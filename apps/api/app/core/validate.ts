import type { z } from 'zod'
import { messages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'

/**
 * Parses input with a contract schema; a failure is a 422 listing every problem,
 * each with the field it concerns.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const nul = pathToNul(input)
  if (nul)
    throw ApiException.unprocessable([
      { message: messages.nulCharacter, ...(nul.length > 0 ? { field: nul.join('.') } : {}) },
    ])
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw ApiException.unprocessable(
    result.error.issues.map((issue) => ({
      message: issue.message,
      ...(issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
    }))
  )
}

/**
 * Where the input holds a string with NUL, or null: a value PostgreSQL cannot store as text and
 * a lookup cannot match (it answered 500 there), refused before any schema or query sees it.
 */
function pathToNul(input: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof input === 'string') return input.includes('\u0000') ? path : null
  if (depth > 32 || input === null || typeof input !== 'object') return null
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')]
    const found = pathToNul(value, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}
