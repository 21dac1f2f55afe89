import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { auditDetails, auditLogBatch, auditLogsConsole, lastAuditLogId, type AuditLog } from '#accounts/public'
import { answerConsoleList, parseListQuery } from '#admin/simple_rest'
import { csvLine } from '#admin/csv'

/** Rows read per query while exporting: memory stays flat however long the log grows. */
const EXPORT_BATCH = 500

const CSV_HEADER = ['id', 'createdAt', 'action', 'actorId', 'targetUserId', 'reason', 'before', 'after', 'details']

/** One audit entry as CSV: before, after and the reason get their own columns, the rest stays JSON. */
function csvRow(row: AuditLog): string {
  const { before, after, reason, ...rest } = auditDetails(row)
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
    return answerConsoleList(ctx, 'audit-logs', auditLogsConsole)
  }

  /**
   * GET /admin/api/audit-logs/export?filter={...}&sort=["id","DESC"] — every entry the list's
   * filters match, as CSV, streamed in id-keyed batches (no paging cap, no whole table in
   * memory). Entries are ordered by id (their order of writing), in the sort's direction;
   * entries written after the export starts are left out so a long download has one end.
   */
  async export(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(auditLogsConsole.columns), 'id')
    const descending = !ctx.request.qs().sort || list.sortOrder === 'desc'
    const lastId = await lastAuditLogId()
    // Filters are checked before the first byte goes out: a bad date is still a 400.
    auditLogsConsole.query(list.filter)

    async function* lines() {
      yield '\uFEFF' + csvLine(CSV_HEADER)
      let cursor: number | null = null
      for (;;) {
        const rows = await auditLogBatch(list.filter, { lastId, cursor, descending, size: EXPORT_BATCH })
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
