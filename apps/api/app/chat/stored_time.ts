import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

/** "now" as the connection stores timestamps (better-sqlite3 takes no JS Dates). */
export function storedNow(): string {
  return clock.now().toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}
