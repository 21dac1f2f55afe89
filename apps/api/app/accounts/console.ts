import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { authorities as authorityEnum } from '@kobza/contract'
import { dayBound } from '#core/stored_time'
import { findOr404, idFilter, idsFilter, searchText, type ListQuery, sortableColumns } from '#admin/public'
import User from '#accounts/user'
import AuditLog from '#accounts/audit_log'

/* The console's read-models of accounts: the users list and the audit trail (app/admin routes them). */

/** Ids of users whose e-mail, public name or nickname contains `q` (a subquery, not a list). */
export function usersMatching(q: string) {
  return User.query()
    .select('id')
    .where((where) =>
      where
        .whereRaw('lower(email) like ?', [`%${q}%`])
        .orWhereRaw('lower(public_name) like ?', [`%${q}%`])
        .orWhereRaw('lower(nick_name) like ?', [`%${q}%`])
    )
}

/** Who took part in a record, as the console lists them: one query for a whole page. */
export async function peopleById(ids: number[]) {
  const unique = [...new Set(ids)]
  const users = unique.length ? await User.query().whereIn('id', unique) : []
  return new Map(users.map((user) => [user.id, { id: user.id, nickName: user.nickName, email: user.email }]))
}

export type PeopleById = Awaited<ReturnType<typeof peopleById>>

/**
 * A money or subscription list's `q`: rows where any of `columns` names a user whose e-mail or
 * name contains it, or (`byUuid`) whose own uuid is it.
 */
export function whereParties<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  filter: ListQuery['filter'],
  columns: string[],
  byUuid = false
) {
  const q = searchText(filter)
  if (!q) return query
  return query.where((where) => {
    if (byUuid) where.where('uuid', q)
    for (const column of columns) where.orWhereIn(column, usersMatching(q))
  })
}

function presentUser(user: User) {
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

/** /admin/api/users: search by e-mail or name, filter by status and authority. */
export const usersConsole = {
  columns: sortableColumns('id', 'email', 'publicName', 'nickName', 'status', 'createdAt'),
  newestFirst: false,
  query(filter: ListQuery['filter']) {
    const query = User.query()
    const q = searchText(filter)
    if (q) query.whereIn('id', usersMatching(q))
    if (typeof filter.status === 'string') query.where('status', filter.status)
    const authority = authorityEnum.safeParse(filter.authority)
    if (authority.success) {
      query.whereIn('id', db.from('user_authorities').select('user_id').where('authority', authority.data))
    }
    const ids = idsFilter(filter)
    if (ids) query.whereIn('id', ids)
    return query
  },
  forRows(rowsQuery: ModelQueryBuilderContract<typeof User>) {
    rowsQuery.preload('authorityRows')
  },
  async present(rows: User[]) {
    return rows.map(presentUser)
  },
  async find(id: unknown) {
    const user = await findOr404(User, id, 'User not found')
    await user.load('authorityRows')
    return user
  },
}

/** An audit entry's details as an object (a malformed one is kept as `raw`). */
export function auditDetails(row: AuditLog): Record<string, unknown> {
  if (!row.details) return {}
  try {
    const details: unknown = JSON.parse(row.details)
    return details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {}
  } catch {
    return { raw: row.details }
  }
}

/** The list's filters, shared by the page and the export so both show the same rows. */
function auditFilters(query: ModelQueryBuilderContract<typeof AuditLog>, filter: ListQuery['filter']) {
  const target = idFilter(filter.targetUserId)
  if (target) query.where('target_user_id', target)
  const actor = idFilter(filter.actorId)
  if (actor) query.where('actor_id', actor)
  if (typeof filter.action === 'string' && filter.action.trim()) query.where('action', filter.action.trim())
  const from = dayBound(filter.createdAt_gte, false)
  if (from) query.where('created_at', '>=', from)
  const to = dayBound(filter.createdAt_lte, true)
  if (to) query.where('created_at', '<=', to)
  return query
}

/** /admin/api/audit-logs: the trail of console actions, filtered by person, action and day. */
export const auditLogsConsole = {
  columns: sortableColumns('id', 'createdAt', 'action'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    return auditFilters(AuditLog.query(), filter)
  },
  async present(rows: AuditLog[]) {
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      targetUserId: row.targetUserId,
      action: row.action,
      details: auditDetails(row),
      createdAt: row.createdAt.toISO(),
    }))
  },
}

/** The newest audit entry's id: an export ends there, so a long download has one end. */
export async function lastAuditLogId(): Promise<number> {
  const newest = await AuditLog.query().max('id as last').first()
  return Number((newest as unknown as { $extras: { last: number | string | null } } | null)?.$extras.last ?? 0)
}

/** One batch of the export: entries up to `lastId` past `cursor`, in id order. */
export function auditLogBatch(
  filter: ListQuery['filter'],
  batch: { lastId: number; cursor: number | null; descending: boolean; size: number }
) {
  const query = auditFilters(AuditLog.query().where('id', '<=', batch.lastId), filter)
  if (batch.cursor !== null) query.where('id', batch.descending ? '<' : '>', batch.cursor)
  return query.orderBy('id', batch.descending ? 'desc' : 'asc').limit(batch.size)
}
