import { Chip, Stack } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import { codeKey } from '../codes/choices.ts'

/**
 * An account's authorities as chips. The API sends them as plain strings, which react-admin's
 * ArrayField + ChipField cannot show (they expect records), so the column stayed empty.
 */
export function AuthoritiesField(_props: FieldProps) {
  const record = useRecordContext<{ authorities?: string[] }>()
  const translate = useTranslate()
  const held = record?.authorities ?? []
  if (held.length === 0) return null
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {held.map((authority) => (
        <Chip
          key={authority}
          label={translate(codeKey('authority', authority), { _: authority })}
          size="small"
          variant="outlined"
        />
      ))}
    </Stack>
  )
}
