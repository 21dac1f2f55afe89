import db from '@adonisjs/lucid/services/db'
import { adminResources, moderationMessages, type ReportCategory, type ReportTargetKind } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import Report from '#moderation/report'
import { reportTargetOf } from '#moderation/targets'
import { notifyHolders } from '#notifications/public'

/**
 * Records a user's report of something they can see (the owning domain decides), once per
 * reporter and target. Those who work the reports queue are told in the same transaction (its
 * kind only: the reason is read in the console).
 */
export async function createReport(
  reporter: { id: number },
  input: { targetKind: ReportTargetKind; targetId: string; reason: string; category?: ReportCategory }
): Promise<Report> {
  const target = reportTargetOf(input.targetKind)
  if (!target)
    throw ApiException.unprocessable([{ message: moderationMessages.kindNotReportable, field: 'targetKind' }])
  const { authorId } = await target.check(input.targetId, reporter.id)
  // Checked after visibility (a 404/403 first): a hidden post is still its author's to see, not to report.
  if (authorId === reporter.id) throw ApiException.forbidden(target.ownReportMessage ?? moderationMessages.notOwnReport)
  const existing = await Report.query()
    .where({ reporterId: reporter.id, targetKind: input.targetKind, targetId: input.targetId })
    .first()
  if (existing) throw ApiException.conflict(moderationMessages.alreadyReported)
  try {
    return await db.transaction(async (trx) => {
      const report = await Report.create(
        {
          reporterId: reporter.id,
          targetKind: input.targetKind,
          targetId: input.targetId,
          targetUserId: authorId,
          reason: input.reason,
          category: input.category ?? null,
          status: 'OPEN',
        },
        { client: trx }
      )
      await notifyHolders(trx, adminResources.reports, {
        type: 'REPORT_CREATED',
        actorId: reporter.id,
        target: { kind: 'REPORT', id: String(report.id) },
        data: { targetKind: input.targetKind },
      })
      return report
    })
  } catch (error) {
    // Two identical reports at once: the unique index keeps one.
    if (
      await Report.query()
        .where({ reporterId: reporter.id, targetKind: input.targetKind, targetId: input.targetId })
        .first()
    )
      throw ApiException.conflict(moderationMessages.alreadyReported)
    throw error
  }
}
