import type { z } from 'zod'
import { ApiException } from '#core/exceptions/api_exception'

/**
 * Parses input with a contract schema; a failure is a 422 listing every problem,
 * each with the field it concerns.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw ApiException.unprocessable(
    result.error.issues.map((issue) => ({
      message: issue.message,
      ...(issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
    }))
  )
}
