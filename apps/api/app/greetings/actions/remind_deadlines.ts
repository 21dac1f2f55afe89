import db from '@adonisjs/lucid/services/db'
import { notificationReminders } from '@kobza/contract'
import { clock } from '#core/clock'
import { isoOf, storedAt } from '#core/stored_time'
import { notify } from '#notifications/public'

/**
 * Tells each artist of an open order whose deadline comes within a day, once per order: the
 * mark is claimed by a conditional UPDATE in the notification's transaction, so a second run (or
 * a second API process) tells nobody again. Answers the reminded orders' ids.
 */
export async function remindGreetingDeadlines(): Promise<number[]> {
  const now = clock.now()
  const due = (await db
    .from('greeting_orders')
    .where('status', 'INIT')
    .whereNull('deadline_reminded_at')
    .where('deadline_at', '>', storedAt(now))
    .where('deadline_at', '<=', storedAt(now.plus({ hours: notificationReminders.greetingDeadlineHours })))
    .select('id', 'artist_id', 'deadline_at')
    .orderBy('id')) as { id: number; artist_id: number; deadline_at: Date | string }[]
  const reminded: number[] = []
  for (const order of due) {
    const told = await db.transaction(async (trx) => {
      const changed = await trx
        .from('greeting_orders')
        .where({ id: order.id, status: 'INIT' })
        .whereNull('deadline_reminded_at')
        .update({ deadline_reminded_at: storedAt(now, trx) })
      if ((Array.isArray(changed) ? changed.length : Number(changed)) === 0) return false
      await notify(trx, {
        type: 'GREETING_DEADLINE_SOON',
        recipientId: Number(order.artist_id),
        actorId: null,
        target: { kind: 'GREETING', id: String(order.id) },
        data: { deadlineAt: isoOf(order.deadline_at) },
      })
      return true
    })
    if (told) reminded.push(order.id)
  }
  return reminded
}
