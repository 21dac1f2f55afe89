import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import { auditLines } from './auditDiff.ts'

/** An audit entry's details as a readable diff (field: before → after), wrapping instead of clipping. */
export function AuditDetails(_props: FieldProps) {
  const record = useRecordContext<{ details?: unknown }>()
  const translate = useTranslate()
  const lines = auditLines(record?.details)
  if (lines.length === 0) return <span>—</span>
  return (
    <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', overflowWrap: 'anywhere', minWidth: 200 }}>
      {lines.map((line, index) => (
        <li key={`${line.field}-${index}`}>
          {line.field ? <strong>{translate(`kobza.audit.fields.${line.field}`, { _: line.field })}: </strong> : null}
          {line.before !== undefined ? (
            <>
              <span>{line.before}</span> → <span>{line.value}</span>
            </>
          ) : (
            <span>{line.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
