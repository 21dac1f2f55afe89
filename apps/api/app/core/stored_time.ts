import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { ApiException } from '#core/exceptions/api_exception'

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

/** 'yyyy-MM-dd HH:mm:ss.SSS' in UTC: luxon's SQL text without the offset, milliseconds kept. */
export function sqlMillisOf(value: StoredTime): string {
  return dateOf(value).toISOString().slice(0, 23).replace('T', ' ')
}

/** A connection or transaction: what formats a time the way it stores timestamps. */
type StoringClient = { dialect: { dateTimeFormat: string } }

/**
 * A time as the connection stores timestamps (better-sqlite3 takes no JS Dates), for writes and
 * for comparisons in query-builder SQL — textual on SQLite as on PostgreSQL.
 */
export function storedAt(time: DateTime, client: StoringClient = db.connection()): string {
  return time.toUTC().toFormat(client.dialect.dateTimeFormat)
}

/** The application's now (the clock tests move) as the connection stores timestamps. */
export function storedNow(client?: StoringClient): string {
  return storedAt(clock.now(), client)
}

/**
 * A react-admin DateInput's day (YYYY-MM-DD) as the stored timestamp that starts or ends it.
 * Nothing given is no bound; anything else that is not a day is a 400.
 */
export function dayBound(value: unknown, end: boolean, client?: StoringClient): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') throw ApiException.badRequest('Dates are YYYY-MM-DD')
  const day = DateTime.fromISO(value, { zone: 'utc' })
  if (!day.isValid) throw ApiException.badRequest('Dates are YYYY-MM-DD')
  return storedAt(end ? day.endOf('day') : day.startOf('day'), client)
}

/**
 * The exclusive upper bound for "created at or before `initialTimeStamp`" (epoch seconds, now
 * when not given): the start of the next second, so a row stored with milliseconds in that
 * second still counts.
 */
export function pagingBoundary(initialTimeStamp: number | undefined): string {
  const seconds = initialTimeStamp ?? Math.floor(clock.millis() / 1000)
  return storedAt(DateTime.fromSeconds(seconds + 1, { zone: 'utc' }))
}
