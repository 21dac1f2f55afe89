/* What the operator CLI may do with reports; collected by start/operator.ts. */
import { reportActions, reportStatuses, type ReportAction, type ReportStatus } from '@kobza/contract'
import type { DemoSeeder } from '#core/console_app'
import { OperatorError } from '#core/console_app'
import { ApiException } from '#core/exceptions/api_exception'
import { User } from '#accounts/public'
import Report from '#moderation/report'
import { resolveReport } from '#moderation/actions/resolve_report'
import { seedDemoReports } from '#moderation/demo'

export const demo: DemoSeeder = { domain: 'moderation', run: seedDemoReports }

export interface OperatorReport {
  id: number
  createdAt: string
  status: ReportStatus
  targetKind: string
  targetId: string
  category: string | null
  reason: string
  reporter: string
  author: string | null
  resolution: ReportAction | null
}

/** `kobza reports list`: newest first, OPEN by default, with who reported and whose content it is. */
export async function listReports(options: { status?: string; limit?: number } = {}): Promise<OperatorReport[]> {
  const status = reportStatuses.safeParse((options.status ?? 'OPEN').toUpperCase())
  if (!status.success) throw new OperatorError(`Unknown status: use one of ${reportStatuses.options.join(', ')}`)
  const rows = await Report.query()
    .where('status', status.data)
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 500))
  const people = await User.query().whereIn('id', [
    ...new Set(rows.flatMap((row) => [row.reporterId, row.targetUserId ?? row.reporterId])),
  ])
  const email = new Map(people.map((person) => [person.id, person.email]))
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISO()!,
    status: row.status,
    targetKind: row.targetKind,
    targetId: row.targetId,
    category: row.category,
    reason: row.reason,
    reporter: email.get(row.reporterId) ?? String(row.reporterId),
    author: row.targetUserId ? (email.get(row.targetUserId) ?? String(row.targetUserId)) : null,
    resolution: row.resolution,
  }))
}

/**
 * `kobza reports resolve <id> --action … --reason …`: the console's decision from the terminal,
 * audited the same way (the operator as actor, `via: cli`).
 */
export async function resolveReportForOperator(id: number, action: string, reason: string) {
  const chosen = reportActions.safeParse(action.toUpperCase())
  if (!chosen.success) throw new OperatorError(`Unknown action: use one of ${reportActions.options.join(', ')}`)
  try {
    const report = await resolveReport(id, chosen.data, null, reason, 'cli')
    return { id: report.id, action: chosen.data, status: chosen.data === 'DISMISS' ? 'DISMISSED' : 'RESOLVED' }
  } catch (error) {
    if (error instanceof ApiException) throw new OperatorError(error.message)
    throw error
  }
}
