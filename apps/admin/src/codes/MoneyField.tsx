import { Typography } from '@mui/material'
import { formatHryvnia } from '@kobza/contract/money'
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin'

/** Reads `a.b` paths, as react-admin's own fields do (the balance's parts). */
const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record)

/** An amount in hryvnia, formatted by the console's language (not the browser's) through the contract's formatter. */
export function MoneyField({ source, emptyText = '—' }: FieldProps & { source: string }) {
  const record = useRecordContext()
  const [locale] = useLocaleState()
  const amount = valueAt(record, source)
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {typeof amount === 'number' ? formatHryvnia(amount, locale) : emptyText}
    </Typography>
  )
}

/** The same formatting for amounts written into sentences (confirmations). */
export function useMoney() {
  const [locale] = useLocaleState()
  return (amount: number) => formatHryvnia(amount, locale)
}
