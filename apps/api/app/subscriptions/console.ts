import type { AdminSubscription } from '@kobza/contract'
import { clock } from '#core/clock'
import { storedNow } from '#core/stored_time'
import { peopleById, whereParties, type PeopleById } from '#accounts/public'
import { findOr404, whereFilters, type ListQuery, sortableColumns } from '#admin/public'
import Subscription from '#subscriptions/subscription'

function presentSubscription(row: Subscription, people: PeopleById): AdminSubscription {
  return {
    id: row.id,
    fanId: row.fanId,
    fan: people.get(row.fanId) ?? null,
    artistId: row.artistId,
    artist: people.get(row.artistId) ?? null,
    activeUntil: row.activeUntil.toUTC().toISO()!,
    cancelledAt: row.cancelledAt?.toUTC().toISO() ?? null,
    active: row.activeUntil > clock.now(),
    cancelled: row.cancelledAt !== null,
    createdAt: row.createdAt.toUTC().toISO()!,
  }
}

/**
 * /admin/api/subscriptions: who subscribes to whom, until when, and whether it was cancelled.
 * Filters: fanId, artistId, active (true/false), q (either party's e-mail or name).
 */
export const subscriptionsConsole = {
  columns: sortableColumns('id', 'createdAt', 'activeUntil', 'cancelledAt'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = whereFilters(Subscription.query(), filter, { people: { fanId: 'fan_id', artistId: 'artist_id' } })
    if (filter.active === true) query.where('active_until', '>', storedNow())
    if (filter.active === false) query.where('active_until', '<=', storedNow())
    return whereParties(query, filter, ['fan_id', 'artist_id'])
  },
  async present(rows: Subscription[]) {
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => presentSubscription(row, people))
  },
  find: (id: unknown) => findOr404(Subscription, id, 'Subscription not found'),
}
