/*
 * The notifications the other demo seeders caused, made to look lived in: they were all written
 * within the seconds the seed ran, unread, so every demo account opened with a bell of dozens
 * "just now". Each person's are spread back over the last days in the order they were made
 * (newest first, as the list reads them), and all but the newest few are read. Only the demo
 * people's, and only on the first seed: once any of theirs is read, someone has used the demo.
 */
import db from '@adonisjs/lucid/services/db'
import type { DemoContext, DemoResult } from '#core/console_app'
import { clock } from '#core/clock'
import { demoPeople } from '#accounts/public'

/** How many of each person's newest notifications stay unread: a bell worth opening, not a wall. */
const UNREAD_KEPT = 4
/** The gap between two notifications of a person, growing with age: the first day is busier. */
const gapMs = (rank: number) => (25 + rank * 6) * 60_000

export async function settleDemoNotifications(context: DemoContext): Promise<DemoResult> {
  const demoRecipients = db
    .from('users')
    .whereIn(
      'email',
      demoPeople.map((person) => person.email)
    )
    .select('id')
  const used = await db.from('notifications').whereIn('recipient_id', demoRecipients).whereNotNull('read_at').first()
  if (used) return { created: 0, total: 0 }
  const rows = (await db
    .from('notifications')
    .whereIn('recipient_id', demoRecipients)
    .orderBy('recipient_id')
    .orderBy('id', 'desc')
    .select('id', 'recipient_id')) as { id: number | string; recipient_id: number | string }[]
  const now = clock.millis()
  let recipient: string | undefined
  let rank = 0
  let at = now
  for (const [index, row] of rows.entries()) {
    if (String(row.recipient_id) !== recipient) {
      recipient = String(row.recipient_id)
      rank = 0
      at = now - 3 * 60_000
    } else {
      rank += 1
      at -= gapMs(rank)
    }
    await db
      .from('notifications')
      .where('id', row.id)
      .update({ created_at: at, read_at: rank < UNREAD_KEPT ? null : at + 60_000 })
    context.progress('notifications settled', index + 1, rows.length)
  }
  return { created: 0, total: rows.length }
}
