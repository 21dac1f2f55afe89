import type { AdminSubscription } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { clock } from '#core/clock'
import { storedNow } from '#core/stored_time'
import { peopleById, usersMatching, type PeopleById } from '#accounts/public'
import { idFilter, recordId, searchText, type ListQuery } from '#admin/public'
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
  columns: {
    id: 'id',
    createdAt: 'created_at',
    activeUntil: 'active_until',
    cancelledAt: 'cancelled_at',
  } as Record<string, string>,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Subscription.query()
    const fan = idFilter(filter.fanId)
    if (fan) query.where('fan_id', fan)
    const artist = idFilter(filter.artistId)
    if (artist) query.where('artist_id', artist)
    if (filter.active === true) query.where('active_until', '>', storedNow())
    if (filter.active === false) query.where('active_until', '<=', storedNow())
    const q = searchText(filter)
    if (q) query.where((where) => where.orWhereIn('fan_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q)))
    return query
  },
  async present(rows: Subscription[]) {
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => presentSubscription(row, people))
  },
  async find(id: unknown) {
    const key = recordId(id)
    const row = key ? await Subscription.find(key) : null
    if (!row) throw ApiException.notFound('Subscription not found')
    return row
  },
}
