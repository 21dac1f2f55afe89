import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/** A time as the connection stores timestamps, for comparisons in query-builder SQL. */
export function storedTime(time: DateTime): string {
  return time.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}

/**
 * The exclusive upper bound for "created at or before `initialTimeStamp`" (epoch seconds):
 * the start of the next second, so a row stored with milliseconds in that second still counts.
 */
export function pagingBoundary(initialTimeStamp: number | undefined): string {
  const seconds = initialTimeStamp ?? Math.floor(Date.now() / 1000)
  return storedTime(DateTime.fromSeconds(seconds + 1, { zone: 'utc' }))
}
