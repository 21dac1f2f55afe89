import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { adminMessages, adminUserUpdate, authorities as authorityEnum, type AdminUserBalance } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { changeAuthorities, User } from '#accounts/public'
import { artistBalance, fanBalance } from '#payments/public'
import { Subscription } from '#subscriptions/public'
import { storedNow } from '#core/stored_time'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { hryvnia } from '#admin/money_presenters'

const SORTABLE = ['id', 'email', 'publicName', 'nickName', 'status', 'createdAt'] as const
const COLUMNS: Record<string, string> = {
  id: 'id',
  email: 'email',
  publicName: 'public_name',
  nickName: 'nick_name',
  status: 'status',
  createdAt: 'created_at',
}

function present(user: User) {
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    publicName: user.publicName,
    nickName: user.nickName,
    status: user.status,
    authorities: user.authorities,
    createdAt: user.createdAt.toISO(),
  }
}

/*
 * One account's money and audience, for its page (the list would pay for this per row, so it does
 * not carry them). Balances are sums of ledger entries, never stored.
 */
async function details(user: User) {
  const [artist, fan, subscribers] = await Promise.all([
    artistBalance(user.id),
    fanBalance(user.id),
    Subscription.query().where('artist_id', user.id).where('active_until', '>', storedNow()).count('* as total'),
  ])
  const balance: AdminUserBalance = {
    available: hryvnia(artist.available),
    held: hryvnia(artist.held),
    withdrawing: hryvnia(artist.withdrawing),
    fan: hryvnia(fan),
  }
  const activeSubscribers = Number((subscribers[0] as unknown as { $extras: { total: number | string } }).$extras.total)
  return { ...present(user), balance, activeSubscribers }
}

async function findOr404(id: unknown) {
  const user = Number.isInteger(Number(id))
    ? await User.query().where('id', Number(id)).preload('authorityRows').first()
    : null
  if (!user) throw ApiException.notFound('User not found')
  return user
}

/** /admin/api/users — moderators block and unblock, administrators also grant and revoke authorities. */
export default class AdminUsersController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, SORTABLE, 'id')
    const query = User.query()
    const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : ''
    if (q) {
      query.where((where) =>
        where
          .whereRaw('lower(email) like ?', [`%${q}%`])
          .orWhereRaw('lower(public_name) like ?', [`%${q}%`])
          .orWhereRaw('lower(nick_name) like ?', [`%${q}%`])
      )
    }
    if (typeof list.filter.status === 'string') query.where('status', list.filter.status)
    const authority = authorityEnum.safeParse(list.filter.authority)
    if (authority.success) {
      query.whereIn('id', db.from('user_authorities').select('user_id').where('authority', authority.data))
    }
    if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number).filter(Number.isInteger))
    const rows = await answerList(
      ctx,
      'users',
      query,
      list,
      (field) => COLUMNS[field] ?? 'id',
      (rowsQuery) => rowsQuery.preload('authorityRows')
    )
    return rows.map(present)
  }

  async show({ params }: HttpContext) {
    return details(await findOr404(params.id))
  }

  async update(ctx: HttpContext) {
    const target = await findOr404(ctx.params.id)
    const input = validate(adminUserUpdate, ctx.request.body())
    // Blocking is destructive: the console asks the moderator why, and the audit entry keeps it.
    if (input.status === 'BLOCKED' && target.status !== 'BLOCKED' && !input.reason)
      throw ApiException.unprocessable([{ message: adminMessages.blockReasonRequired, field: 'reason' }])
    await changeAuthorities(
      target,
      { authorities: input.authorities, status: input.status, reason: input.reason },
      { actor: ctx.currentUser!, via: 'console' }
    )
    return details(await findOr404(target.id))
  }
}
