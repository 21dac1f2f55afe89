import { reportStatuses, reportTargetKinds, type AdminReport } from '@kobza/contract'
import { findOr404, whereFilters, type ListQuery, sortableColumns } from '#admin/public'
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
  columns: sortableColumns('id', 'createdAt', 'status', 'targetKind'),
  newestFirst: true,
  query(filter: ListQuery['filter']) {
    return whereFilters(Report.query(), filter, {
      choices: { status: [reportStatuses, 'status'], targetKind: [reportTargetKinds, 'target_kind'] },
    })
  },
  async present(rows: Report[]) {
    const previews = await previewsOf(rows)
    return rows.map((row) => presentReport(row, previews))
  },
  find: (id: unknown) => findOr404(Report, id, 'Report not found'),
}
