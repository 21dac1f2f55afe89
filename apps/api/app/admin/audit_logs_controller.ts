import type { HttpContext } from '@adonisjs/core/http'
import { AuditLog } from '#accounts/public'
import { answerList, parseListQuery } from '#admin/simple_rest'

const COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', action: 'action' }

/** /admin/api/audit-logs — read-only trail of console actions, newest first. */
export default class AdminAuditLogsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = AuditLog.query()
    const target = Number(list.filter.targetUserId)
    if (Number.isInteger(target) && target > 0) query.where('target_user_id', target)
    const actor = Number(list.filter.actorId)
    if (Number.isInteger(actor) && actor > 0) query.where('actor_id', actor)
    if (typeof list.filter.action === 'string' && list.filter.action.trim())
      query.where('action', list.filter.action.trim())
    const rows = await answerList(ctx, 'audit-logs', query, list, (field) => COLUMNS[field] ?? 'id')
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      targetUserId: row.targetUserId,
      action: row.action,
      details: row.details ? JSON.parse(row.details) : {},
      createdAt: row.createdAt.toISO(),
    }))
  }
}
