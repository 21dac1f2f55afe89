import { moderationMessages, type ReportCategory, type ReportTargetKind } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import Report from '#moderation/report'
import { reportTargetOf } from '#moderation/targets'

/**
 * Records a user's report of something they can see (the owning domain decides), once per
 * reporter and target.
 */
export async function createReport(
  reporter: { id: number },
  input: { targetKind: ReportTargetKind; targetId: string; reason: string; category?: ReportCategory }
): Promise<Report> {
  const target = reportTargetOf(input.targetKind)
  if (!target)
    throw ApiException.unprocessable([{ message: moderationMessages.kindNotReportable, field: 'targetKind' }])
  const { authorId } = await target.check(input.targetId, reporter.id)
  const existing = await Report.query()
    .where({ reporterId: reporter.id, targetKind: input.targetKind, targetId: input.targetId })
    .first()
  if (existing) throw ApiException.conflict(moderationMessages.alreadyReported)
  try {
    return await Report.create({
      reporterId: reporter.id,
      targetKind: input.targetKind,
      targetId: input.targetId,
      targetUserId: authorId,
      reason: input.reason,
      category: input.category ?? null,
      status: 'OPEN',
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
