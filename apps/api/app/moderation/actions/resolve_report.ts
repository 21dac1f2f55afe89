import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { moderationMessages, type ReportAction } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, changeAuthorities, User } from '#accounts/public'
import Report from '#moderation/report'
import { reportTargetOf } from '#moderation/targets'

/**
 * A moderator resolves an open report: HIDE hides the content from everyone (and closes every
 * open report of it), BLOCK_AUTHOR blocks its author (the accounts rules apply: moderators do
 * not block staff), DISMISS closes it unchanged. The change and its audit entry share one
 * transaction.
 */
export async function resolveReport(reportId: number, action: ReportAction, actor: User): Promise<Report> {
  return db.transaction(async (trx) => {
    const report = await Report.query({ client: trx }).where('id', reportId).forUpdate().first()
    if (!report) throw ApiException.notFound(moderationMessages.reportNotFound)
    if (report.status !== 'OPEN') throw ApiException.conflict(moderationMessages.alreadyHandled)
    const now = DateTime.utc()
    let closes: Report[] = [report]
    if (action === 'HIDE') {
      const target = reportTargetOf(report.targetKind)
      if (!target) throw ApiException.unprocessable([{ message: moderationMessages.kindNotReportable }])
      await target.hide(report.targetId, trx)
      closes = await Report.query({ client: trx })
        .where({ targetKind: report.targetKind, targetId: report.targetId, status: 'OPEN' })
        .forUpdate()
    } else if (action === 'BLOCK_AUTHOR') {
      const author = report.targetUserId ? await User.find(report.targetUserId, { client: trx }) : null
      if (!author) throw ApiException.notFound()
      if (author.status !== 'BLOCKED')
        await changeAuthorities(author, { status: 'BLOCKED' }, { actor, via: 'console' }, trx)
    }
    for (const each of closes) {
      each.useTransaction(trx)
      each.merge({
        status: action === 'DISMISS' ? 'DISMISSED' : 'RESOLVED',
        resolution: action,
        resolvedBy: actor.id,
        resolvedAt: now,
      })
      await each.save()
    }
    await AuditLog.create(
      {
        action: 'report.resolved',
        actorId: actor.id,
        targetUserId: report.targetUserId,
        details: JSON.stringify({
          reportId: report.id,
          action,
          targetKind: report.targetKind,
          targetId: report.targetId,
          closed: closes.map((each) => each.id),
        }),
      },
      { client: trx }
    )
    return report
  })
}
