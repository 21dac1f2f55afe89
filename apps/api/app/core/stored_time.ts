import { DateTime } from 'luxon'

/**
 * A stored timestamp as it reaches a presenter: a model's DateTime, or a plain query's value —
 * a Date on PostgreSQL, SQL text (UTC) on SQLite. Lists read plain rows because hydrating
 * models and formatting with luxon cost more than their queries (bench/results/scale-findings.md).
 */
export type StoredTime = DateTime | Date | string

/** 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-ddTHH:mm:ss.SSS', with or without a zone designator. */
const SQL_TEXT = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:\.\d+)?)(Z|[+-]\d\d(?::?\d\d)?)?$/

/** The instant a stored timestamp names. */
export function dateOf(value: StoredTime): Date {
  if (value instanceof Date) return value
  if (typeof value !== 'string') return value.toJSDate()
  const parts = SQL_TEXT.exec(value)
  if (parts) return new Date(`${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}`)
  const parsed = DateTime.fromSQL(value, { zone: 'utc' })
  return (parsed.isValid ? parsed : DateTime.fromISO(value, { zone: 'utc' })).toJSDate()
}

/** ISO 8601 in UTC with milliseconds, as the API answers times. */
export function isoOf(value: StoredTime): string {
  return dateOf(value).toISOString()
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC: the spec's form for catalogue times. */
export function sqlTimeOf(value: StoredTime): string {
  return dateOf(value).toISOString().slice(0, 19).replace('T', ' ')
}
