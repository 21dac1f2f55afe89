import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { whereAmong } from '#core/where_among'
import { wantsSql } from '#notifications/preferences'
import type { NotificationEvent } from '#notifications/actions/notify'
import { queueEventMails } from '#notifications/mails'
import { queuePush } from '#notifications/web_push'

export type ManyEvent = Omit<NotificationEvent, 'recipientId'> & { groupKey: string }

/** A query selecting the recipients' user ids as `recipient_id` (`toSQL` is all that is read of it). */
export interface RecipientSource {
  toSQL(): { sql: string; bindings: readonly unknown[] }
}

/** knex binds null and unknown values as given; its types list only non-null ones. */
type RawBindings = Parameters<TransactionClientContract['rawQuery']>[1]

/** The rows a raw INSERT … RETURNING answered, on either database. */
function returned(result: unknown): Array<{ recipient_id: number | string }> {
  if (Array.isArray(result)) return result as Array<{ recipient_id: number | string }>
  return (result as { rows: Array<{ recipient_id: number | string }> }).rows
}

/**
 * Background fan-out (a job's batch): tells the recipients `source` selects of one event, set-based
 * — one INSERT … SELECT that joins their preferences (in-app on, or the default) and skips who
 * already has the event (`groupKey` names it: a retried batch tells nobody twice) and the actor.
 * The "already has it" test is a scalar subquery with LIMIT, one probe of
 * `notifications_group_index` per candidate: written as NOT EXISTS, PostgreSQL planned an anti
 * join that rescanned the event's whole group for each candidate once the group grew past its
 * statistics (133 s for 100,000 subscribers instead of seconds).
 * The mails of those told who want the type's e-mail now go into the outbox in the same
 * transaction (multi-row, dedupe key per recipient), and one push job names those told who have a
 * browser. Live pushes are left out (a hundred thousand at once); bells catch up at their next
 * fetch. Given `within`, it writes in that transaction (the change that causes the event).
 * Answers how many were told.
 */
export async function notifyAmong(
  source: RecipientSource,
  event: ManyEvent,
  within?: TransactionClientContract
): Promise<number> {
  const { sql, bindings } = source.toSQL()
  const wants = wantsSql(event.type, 'inApp')
  const write = async (trx: TransactionClientContract) => {
    const result = await trx.rawQuery(
      `insert into notifications
         (recipient_id, type, actor_id, actor_count, target_kind, target_id, data, group_key, created_at)
       select c.recipient_id, cast(? as varchar(40)), cast(? as bigint), 1, cast(? as varchar(20)),
              cast(? as varchar(64)), cast(? as text), cast(? as varchar(120)), cast(? as bigint)
       from (${sql}) c
       left join notification_preferences p on p.user_id = c.recipient_id
       where ${wants.sql}
         and (select 1 from notifications t where t.group_key = ? and t.recipient_id = c.recipient_id limit 1) is null
         ${event.actorId === null ? '' : 'and c.recipient_id <> ?'}
       returning recipient_id`,
      [
        event.type,
        event.actorId,
        event.target?.kind ?? null,
        event.target?.id ?? null,
        JSON.stringify(event.data ?? {}),
        event.groupKey,
        clock.millis(),
        ...bindings,
        ...wants.bindings,
        event.groupKey,
        ...(event.actorId === null ? [] : [event.actorId]),
      ] as RawBindings
    )
    const told = returned(result).map((row) => Number(row.recipient_id))
    if (told.length === 0) return 0
    await queueEventMails(trx, event, told, (recipientId) => `${event.groupKey}:${recipientId}`)
    await queuePush(trx, { type: event.type, recipientIds: told, actorId: event.actorId })
    return told.length
  }
  return within ? write(within) : db.transaction(write)
}

/** `notifyAmong` for recipients given by id (a legend's voters). */
export async function notifyMany(
  recipientIds: number[],
  event: ManyEvent,
  within?: TransactionClientContract
): Promise<number> {
  const ids = [...new Set(recipientIds)]
  if (ids.length === 0) return 0
  return notifyAmong(whereAmong(db.from('users'), 'id', ids).select('id as recipient_id'), event, within)
}
