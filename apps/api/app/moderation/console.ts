import { reportStatuses, reportTargetKinds, type AdminReport } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { recordId, type ListQuery } from '#admin/public'
import Report from '#moderation/report'
import { reportTargetOf, type TargetPreview } from '#moderation/targets'

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

function presentReport(report: Report, previews: Map<string, TargetPreview>): AdminReport {
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

/** /admin/api/reports: reports, filtered by status and the kind of their target. */
export const reportsConsole = {
  columns: {
    id: 'id',
    createdAt: 'created_at',
    status: 'status',
    targetKind: 'target_kind',
  } as Record<string, string>,
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    const query = Report.query()
    const status = reportStatuses.safeParse(filter.status)
    if (status.success) query.where('status', status.data)
    const kind = reportTargetKinds.safeParse(filter.targetKind)
    if (kind.success) query.where('target_kind', kind.data)
    return query
  },
  async present(rows: Report[]) {
    const previews = await previewsOf(rows)
    return rows.map((row) => presentReport(row, previews))
  },
  async find(id: unknown) {
    const key = recordId(id)
    const report = key ? await Report.find(key) : null
    if (!report) throw ApiException.notFound('Report not found')
    return report
  },
}
