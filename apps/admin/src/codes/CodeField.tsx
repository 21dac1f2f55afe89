import { Typography } from '@mui/material'
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
  // Typography body2, as react-admin's own TextField, so the words sit in the same type as their neighbours.
  return (
    <Typography component="span" variant="body2">
      {typeof code !== 'string' || code === '' ? emptyText : translate(codeKey(group, code), { _: code })}
    </Typography>
  )
}
