import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notificationMessages } from '@kobza/contract'
import { clock } from '#core/clock'
import { ApiException } from '#core/exceptions/api_exception'
import { unreadCount } from '#notifications/actions/list_notifications'

/**
 * Marks the user's notifications `ids` (or all of them) as read; answers the unread count left.
 * An id that is unknown or someone else's is a 404 for the whole call and nothing changes: the
 * answer does not tell whether someone else's notification exists.
 */
export async function markRead(userId: number, ids?: number[]): Promise<number> {
  const now = clock.millis()
  await db.transaction(async (trx) => {
    if (!ids) {
      await trx.from('notifications').where('recipient_id', userId).whereNull('read_at').update({ read_at: now })
      return
    }
    const unique = [...new Set(ids)]
    const own = await trx.from('notifications').where('recipient_id', userId).whereIn('id', unique).select('id')
    if (own.length !== unique.length) throw ApiException.notFound(notificationMessages.notFound)
    await trx
      .from('notifications')
      .where('recipient_id', userId)
      .whereIn('id', unique)
      .whereNull('read_at')
      .update({ read_at: now })
  })
  return unreadCount(userId)
}

/** Marks read the user's unread notification of `groupKey` (they saw what it tells of: a chat read). */
export async function markGroupRead(userId: number, groupKey: string, client: QueryClientContract = db.connection()) {
  await client
    .from('notifications')
    .where({ recipient_id: userId, group_key: groupKey })
    .whereNull('read_at')
    .update({ read_at: clock.millis() })
}
