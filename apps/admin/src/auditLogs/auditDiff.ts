/**
 * An audit entry's details as lines a person reads: the reason first, each changed field as
 * `field: before → after`, then the remaining facts as `field: value`. Unchanged fields of a
 * before/after pair are left out; nested values are written compactly.
 */
export interface AuditLine {
  field: string
  /** Present for a change: the value before. */
  before?: string
  value: string
}

const EMPTY = '—'

export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(auditValue).join(', ')
  return Object.entries(value as Record<string, unknown>)
    .filter(([, each]) => each !== undefined)
    .map(([key, each]) => `${key}: ${auditValue(each)}`)
    .join('; ')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function auditLines(details: unknown): AuditLine[] {
  if (!isRecord(details))
    return details === undefined || details === null ? [] : [{ field: '', value: auditValue(details) }]
  const { reason, before, after, ...rest } = details
  const lines: AuditLine[] = []
  if (reason !== undefined && auditValue(reason) !== EMPTY) lines.push({ field: 'reason', value: auditValue(reason) })
  if (before !== undefined || after !== undefined) {
    const was = isRecord(before) ? before : {}
    const now = isRecord(after) ? after : {}
    if (!isRecord(before) && !isRecord(after)) {
      lines.push({ field: 'value', before: auditValue(before), value: auditValue(after) })
    } else {
      for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
        const from = auditValue(was[field])
        const to = isRecord(after) ? auditValue(now[field]) : EMPTY
        if (from !== to) lines.push({ field, before: from, value: to })
      }
    }
  }
  for (const [field, value] of Object.entries(rest)) {
    if (value !== undefined) lines.push({ field, value: auditValue(value) })
  }
  return lines
}
