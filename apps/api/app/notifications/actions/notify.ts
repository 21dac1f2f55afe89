import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationTarget, NotificationType } from '@kobza/contract'
import { clock } from '#core/clock'
import { preferencesOf } from '#notifications/preferences'
import { pushOnCommit } from '#notifications/push'
import { queueEventMails } from '#notifications/mails'
import { queuePush } from '#notifications/web_push'

export interface NotificationEvent {
  type: NotificationType
  recipientId: number
  /** Who caused it; null for the platform's own acts (a deadline, a moderator's refund). */
  actorId: number | null
  target?: NotificationTarget
  /**
   * Details the recipient may see whatever they may see: ids, dates, amounts — never the text
   * of a post or comment (a premium post's words must not reach a lapsed subscriber's inbox).
   */
  data?: Record<string, string | number>
  /** Events of one key fold into one unread row ("Марія and 11 others liked your post"). */
  groupKey?: string
}

/** The stored row of an event, new (one actor so far). */
export function rowOf(event: NotificationEvent, now: number) {
  return {
    recipient_id: event.recipientId,
    type: event.type,
    actor_id: event.actorId,
    actor_count: 1,
    target_kind: event.target?.kind ?? null,
    target_id: event.target?.id ?? null,
    data: JSON.stringify(event.data ?? {}),
    group_key: event.groupKey ?? null,
    created_at: now,
  }
}

/**
 * Tells the recipient of what happened, in the transaction of the change that caused it (rolled
 * back, nobody is told), as their preferences ask. Nobody is told of their own act. The live
 * push goes out once the transaction commits. A new row is also mailed when the recipient wants
 * its e-mail now (not in the daily digest); an event folded into an open row (another like) is
 * not mailed again. Answers the row's id, or null when nothing was written.
 */
export async function notify(trx: TransactionClientContract, event: NotificationEvent): Promise<number | null> {
  if (event.actorId !== null && event.actorId === event.recipientId) return null
  const preferences = await preferencesOf(event.recipientId, trx)
  if (!preferences[event.type].inApp) return null
  const now = clock.millis()
  let id: number | null = null
  let folded = false
  if (event.groupKey) {
    const open = await trx
      .from('notifications')
      .where({ recipient_id: event.recipientId, group_key: event.groupKey })
      .whereNull('read_at')
      .select('id')
      .first()
    if (open) {
      id = Number(open.id)
      folded = true
      await trx
        .from('notifications')
        .where('id', id)
        .update({ actor_id: event.actorId, actor_count: trx.raw('actor_count + 1'), created_at: now })
    }
  }
  if (id === null) {
    const rows: Array<{ id: number | string } | number> = await trx
      .insertQuery()
      .table('notifications')
      .insert(rowOf(event, now))
      .returning('id')
    const first = rows[0]!
    id = Number(typeof first === 'object' ? first.id : first)
  }
  await pushOnCommit(trx, event.recipientId, id)
  if (!folded) await queueEventMails(trx, event, [event.recipientId], () => String(id))
  await queuePush(trx, { type: event.type, recipientIds: [event.recipientId], actorId: event.actorId })
  return id
}
