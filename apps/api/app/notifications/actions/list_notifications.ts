import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { totalPages, type NotificationPage } from '@kobza/contract'
import { preparedRows } from '#core/prepared_reads'
import { notificationColumns, presentNotification, type NotificationRow } from '#notifications/present'

/** The user's unread count, from the partial index of unread rows. */
export async function unreadCount(userId: number, client: QueryClientContract = db.connection()): Promise<number> {
  const [row] = await client
    .from('notifications')
    .where('recipient_id', userId)
    .whereNull('read_at')
    .count('* as total')
  return Number(row?.total ?? 0)
}

/** The recipient's query of notifications joined with their actors. */
export function notificationsOf(userId: number, client: QueryClientContract = db.connection()) {
  return client
    .from('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .where('n.recipient_id', userId)
    .select(notificationColumns)
}

/**
 * The user's total and unread counts in one statement (one round trip of the pool per inbox
 * request fewer; prepared on PostgreSQL like the page): the total from the page's index, the unread from the partial unread index.
 */
async function countsOf(userId: number) {
  const [row] = await preparedRows<{ total: number | string; unread: number | string }>(
    db
      .query()
      .select(
        db.raw('(select count(*) from notifications where recipient_id = ?) as total', [userId]),
        db.raw('(select count(*) from notifications where recipient_id = ? and read_at is null) as unread', [userId])
      )
  )
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) }
}

/** One page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(userId: number, page: number, size: number): Promise<NotificationPage> {
  const [rows, counts] = await Promise.all([
    preparedRows<NotificationRow>(
      notificationsOf(userId)
        .orderBy('n.id', 'desc')
        .offset(page * size)
        .limit(size)
    ),
    countsOf(userId),
  ])
  return {
    elements: rows.map(presentNotification),
    totalPages: totalPages(counts.total, size),
    unread: counts.unread,
  }
}
