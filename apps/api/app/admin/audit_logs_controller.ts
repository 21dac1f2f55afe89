import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { AuditLog } from '#accounts/public'
import { answerList, parseListQuery, type ListQuery } from '#admin/simple_rest'
import { dayBound } from '#core/stored_time'
import { csvLine } from '#admin/csv'

const COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', action: 'action' }

/** Rows read per query while exporting: memory stays flat however long the log grows. */
const EXPORT_BATCH = 500

const CSV_HEADER = ['id', 'createdAt', 'action', 'actorId', 'targetUserId', 'reason', 'before', 'after', 'details']

/** The list's filters, shared by the page and the export so both show the same rows. */
function applyFilters(query: ReturnType<typeof AuditLog.query>, filter: ListQuery['filter']) {
  const target = Number(filter.targetUserId)
  if (Number.isInteger(target) && target > 0) query.where('target_user_id', target)
  const actor = Number(filter.actorId)
  if (Number.isInteger(actor) && actor > 0) query.where('actor_id', actor)
  if (typeof filter.action === 'string' && filter.action.trim()) query.where('action', filter.action.trim())
  const from = dayBound(filter.createdAt_gte, false)
  if (from) query.where('created_at', '>=', from)
  const to = dayBound(filter.createdAt_lte, true)
  if (to) query.where('created_at', '<=', to)
}

function parsedDetails(row: AuditLog): Record<string, unknown> {
  if (!row.details) return {}
  try {
    const details: unknown = JSON.parse(row.details)
    return details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {}
  } catch {
    return { raw: row.details }
  }
}

/** One audit entry as CSV: before, after and the reason get their own columns, the rest stays JSON. */
function csvRow(row: AuditLog): string {
  const { before, after, reason, ...rest } = parsedDetails(row)
  const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value))
  return csvLine([
    row.id,
    row.createdAt.toISO(),
    row.action,
    row.actorId,
    row.targetUserId,
    typeof reason === 'string' ? reason : json(reason),
    json(before),
    json(after),
    Object.keys(rest).length ? JSON.stringify(rest) : '',
  ])
}

/** /admin/api/audit-logs — read-only trail of console actions, newest first. */
export default class AdminAuditLogsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = AuditLog.query()
    applyFilters(query, list.filter)
    const rows = await answerList(ctx, 'audit-logs', query, list, (field) => COLUMNS[field] ?? 'id')
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      targetUserId: row.targetUserId,
      action: row.action,
      details: parsedDetails(row),
      createdAt: row.createdAt.toISO(),
    }))
  }

  /**
   * GET /admin/api/audit-logs/export?filter={...}&sort=["id","DESC"] — every entry the list's
   * filters match, as CSV, streamed in id-keyed batches (no paging cap, no whole table in
   * memory). Entries are ordered by id (their order of writing), in the sort's direction;
   * entries written after the export starts are left out so a long download has one end.
   */
  async export(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    const descending = !ctx.request.qs().sort || list.sortOrder === 'desc'
    const newest = await AuditLog.query().max('id as last').first()
    const lastId = Number(
      (newest as unknown as { $extras: { last: number | string | null } } | null)?.$extras.last ?? 0
    )
    // Filters are checked before the first byte goes out: a bad date is still a 400.
    applyFilters(AuditLog.query(), list.filter)

    async function* lines() {
      yield '\uFEFF' + csvLine(CSV_HEADER)
      let cursor: number | null = null
      for (;;) {
        const query = AuditLog.query().where('id', '<=', lastId)
        applyFilters(query, list.filter)
        if (cursor !== null) query.where('id', descending ? '<' : '>', cursor)
        const rows = await query.orderBy('id', descending ? 'desc' : 'asc').limit(EXPORT_BATCH)
        if (rows.length === 0) return
        yield rows.map(csvRow).join('')
        if (rows.length < EXPORT_BATCH) return
        cursor = rows[rows.length - 1]!.id
      }
    }

    ctx.response.header('content-type', 'text/csv; charset=utf-8')
    ctx.response.header('content-disposition', 'attachment; filename="audit-log.csv"')
    ctx.response.header('cache-control', 'no-store')
    return ctx.response.stream(Readable.from(lines()))
  }
}
