import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { wantingInApp } from '#notifications/preferences'
import { rowOf, type NotificationEvent } from '#notifications/actions/notify'
import { queueEventMails } from '#notifications/mails'
import { queuePush } from '#notifications/web_push'

/**
 * Background fan-out (a job's batch): tells many recipients of one event in one transaction and
 * one multi-row insert, as their preferences ask, never the actor. A batch a retried job runs
 * again tells nobody twice: `groupKey` names the event, and who already has it is skipped.
 * Live pushes are left out (a hundred thousand at once); bells catch up at their next fetch.
 * Those told who want the type's e-mail now get it, queued in the same transaction.
 * Given `within`, it writes in that transaction (the change that causes the event) instead.
 */
export async function notifyMany(
  recipientIds: number[],
  event: Omit<NotificationEvent, 'recipientId'> & { groupKey: string },
  within?: TransactionClientContract
): Promise<number> {
  const candidates = recipientIds.filter((id) => id !== event.actorId)
  if (candidates.length === 0) return 0
  const write = async (trx: TransactionClientContract) => {
    const [wanting, told] = await Promise.all([
      wantingInApp(candidates, event.type, trx),
      trx
        .from('notifications')
        .whereIn('recipient_id', candidates)
        .where('group_key', event.groupKey)
        .select('recipient_id'),
    ])
    const already = new Set(told.map((row) => Number(row.recipient_id)))
    const now = clock.millis()
    const rows = wanting.filter((id) => !already.has(id)).map((recipientId) => rowOf({ ...event, recipientId }, now))
    if (rows.length > 0) await trx.insertQuery().table('notifications').multiInsert(rows)
    await queueEventMails(
      trx,
      event,
      rows.map((row) => row.recipient_id),
      (recipientId) => `${event.groupKey}:${recipientId}`
    )
    await queuePush(trx, {
      type: event.type,
      recipientIds: rows.map((row) => row.recipient_id),
      actorId: event.actorId,
    })
    return rows.length
  }
  return within ? write(within) : db.transaction(write)
}
