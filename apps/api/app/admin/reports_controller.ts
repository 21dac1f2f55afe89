import type { HttpContext } from '@adonisjs/core/http'
import { adminReportUpdate, reportStatuses, reportTargetKinds, type AdminReport } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { answerList, parseListQuery } from '#admin/simple_rest'
import { Report, reportTargetOf, resolveReport, type TargetPreview } from '#moderation/public'

const COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  status: 'status',
  targetKind: 'target_kind',
}

/** Previews of a page of reports: one query per kind on the page, never one per report. */
async function previewsOf(reports: Report[]): Promise<Map<string, TargetPreview>> {
  const found = new Map<string, TargetPreview>()
  for (const kind of new Set(reports.map((report) => report.targetKind))) {
    const target = reportTargetOf(kind)
    if (!target) continue
    const ids = reports.filter((report) => report.targetKind === kind).map((report) => report.targetId)
    for (const [id, preview] of await target.previews(ids)) found.set(`${kind}:${id}`, preview)
  }
  return found
}

function present(report: Report, previews: Map<string, TargetPreview>): AdminReport {
  return {
    id: report.id,
    targetKind: report.targetKind,
    targetId: report.targetId,
    reason: report.reason,
    category: report.category,
    status: report.status,
    reporterId: report.reporterId,
    targetUserId: report.targetUserId,
    preview: previews.get(`${report.targetKind}:${report.targetId}`) ?? null,
    resolution: report.resolution,
    resolvedBy: report.resolvedBy,
    resolvedAt: report.resolvedAt?.toISO() ?? null,
    createdAt: report.createdAt.toISO()!,
  }
}

async function findOr404(id: unknown) {
  const report = Number.isInteger(Number(id)) ? await Report.find(Number(id)) : null
  if (!report) throw ApiException.notFound('Report not found')
  return report
}

/** /admin/api/reports — moderators see reports (open first by default) and resolve them. */
export default class AdminReportsController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, Object.keys(COLUMNS), 'id')
    if (!ctx.request.qs().sort) list.sortOrder = 'desc'
    const query = Report.query()
    const status = reportStatuses.safeParse(list.filter.status)
    if (status.success) query.where('status', status.data)
    const kind = reportTargetKinds.safeParse(list.filter.targetKind)
    if (kind.success) query.where('target_kind', kind.data)
    const rows = await answerList(ctx, 'reports', query, list, (field) => COLUMNS[field] ?? 'id')
    const previews = await previewsOf(rows)
    return rows.map((row) => present(row, previews))
  }

  async show({ params }: HttpContext) {
    const report = await findOr404(params.id)
    return present(report, await previewsOf([report]))
  }

  /** PUT /admin/api/reports/:id with `{ action: HIDE | WARN | BLOCK_AUTHOR | DISMISS, note? }`. */
  async update(ctx: HttpContext) {
    const report = await findOr404(ctx.params.id)
    const { action, note } = validate(adminReportUpdate, ctx.request.body())
    await resolveReport(report.id, action, ctx.currentUser!, note)
    const fresh = await findOr404(report.id)
    return present(fresh, await previewsOf([fresh]))
  }
}
