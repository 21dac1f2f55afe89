import type { HttpContext } from '@adonisjs/core/http'
import type { AdminSubscription } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { clock } from '#core/clock'
import { Subscription } from '#subscriptions/public'
import { storedNow } from '#core/stored_time'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { peopleById, searchText, usersMatching } from '#admin/money_presenters'

const COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  activeUntil: 'active_until',
  cancelledAt: 'cancelled_at',
}

/* Beyond a 32-bit id PostgreSQL would fail the query itself: such an id names no subscription. */
async function findOr404(id: unknown) {
  const key = Number(id)
  const row = Number.isInteger(key) && key > 0 && key <= 2 ** 31 - 1 ? await Subscription.find(key) : null
  if (!row) throw ApiException.notFound('Subscription not found')
  return row
}

function present(row: Subscription, people: Awaited<ReturnType<typeof peopleById>>): AdminSubscription {
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
 * /admin/api/subscriptions — read-only: who subscribes to whom, until when, and whether it was
 * cancelled. Filters: fanId, artistId, active (true/false), q (either party's e-mail or name).
 */
export default class AdminSubscriptionsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = Subscription.query()
    for (const party of ['fanId', 'artistId'] as const) {
      const id = Number(list.filter[party])
      if (Number.isInteger(id) && id > 0) query.where(party === 'fanId' ? 'fan_id' : 'artist_id', id)
    }
    if (list.filter.active === true) query.where('active_until', '>', storedNow())
    if (list.filter.active === false) query.where('active_until', '<=', storedNow())
    const q = searchText(list.filter)
    if (q) query.where((where) => where.orWhereIn('fan_id', usersMatching(q)).orWhereIn('artist_id', usersMatching(q)))
    const rows = await answerList(ctx, 'subscriptions', query, list, (field) => COLUMNS[field] ?? 'id')
    const people = await peopleById(rows.flatMap((row) => [row.fanId, row.artistId]))
    return rows.map((row) => present(row, people))
  }

  async show({ params }: HttpContext) {
    const row = await findOr404(params.id)
    return present(row, await peopleById([row.fanId, row.artistId]))
  }
}
