import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import { codeKey, type CodeGroup } from './choices.ts'

/**
 * A code of the contract in words of the console's language. A code the console has no words
 * for (a genre an administrator added) shows as it is rather than as nothing.
 */
export function CodeField({ source, group, emptyText = '—' }: FieldProps & { source: string; group: CodeGroup }) {
  const record = useRecordContext<Record<string, unknown>>()
  const translate = useTranslate()
  const code = record?.[source]
  if (typeof code !== 'string' || code === '') return <span>{emptyText}</span>
  return <span>{translate(codeKey(group, code), { _: code })}</span>
}
