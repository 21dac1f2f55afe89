import type { SimpleFormProps, TranslateFunction } from 'react-admin'

type FormResolver = NonNullable<SimpleFormProps['resolver']>

/** The parts of a zod issue the console reads (zod's own types need no import here). */
interface SchemaIssue {
  code: string
  path: PropertyKey[]
  message: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  expected?: string
  values?: readonly unknown[]
}

/** Any contract schema: only safeParse is used. */
export interface ContractSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

/**
 * The message for one issue: limits come from the schema itself and read through react-admin's
 * translated validation strings; the contract's own wording (a code's format) shows as written,
 * or as kobza.contract.<resource>.<field> where a translation exists.
 */
export function issueMessage(
  issue: SchemaIssue,
  value: unknown,
  translate: TranslateFunction,
  resource: string
): string {
  const limit = (bound: number | bigint | undefined) => Number(bound)
  if (isBlank(value) && (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin === 'string')))
    return translate('ra.validation.required')
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? translate('ra.validation.minLength', { min: limit(issue.minimum) })
        : translate('ra.validation.minValue', { min: limit(issue.minimum) })
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? translate('ra.validation.maxLength', { max: limit(issue.maximum) })
        : translate('ra.validation.maxValue', { max: limit(issue.maximum) })
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return translate('ra.validation.number')
      break
    case 'invalid_value':
      return translate('ra.validation.oneOf', { options: (issue.values ?? []).join(', ') })
  }
  return translate(`kobza.contract.${resource}.${String(issue.path[0])}`, { _: issue.message })
}

/**
 * A react-hook-form resolver from a contract schema: the console refuses exactly what the API
 * would. Only validates; the form's own values are submitted unchanged, and the API parses them.
 */
export function contractResolver(schema: ContractSchema, translate: TranslateFunction, resource: string): FormResolver {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root')
      errors[field] ??= {
        type: issue.code,
        message: issueMessage(issue, (values as Record<string, unknown>)[field], translate, resource),
      }
    }
    return { values: {}, errors }
  }
}
