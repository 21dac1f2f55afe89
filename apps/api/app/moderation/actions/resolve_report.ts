import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { moderationMessages, type ReportAction } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, changeAuthorities, User } from '#accounts/public'
import Report from '#moderation/report'
import { reportTargetOf } from '#moderation/targets'

/**
 * A moderator resolves an open report: HIDE hides the content from everyone but its author
 * (and closes every open report of it), WARN records a warning on its author's account,
 * BLOCK_AUTHOR blocks its author (the accounts rules apply: moderators do not block staff),
 * DISMISS closes it unchanged. `note` is the moderator's reason (the console and the CLI always
 * give one): kept in the decision's audit entry and told to the author of a hide or a warning;
 * the reporter's reason stands in only for callers without one. The change and its audit
 * entries share one transaction.
 */
export async function resolveReport(
  reportId: number,
  action: ReportAction,
  /** The moderator; null for the operator at the terminal (`kobza reports resolve`). */
  actor: User | null,
  note?: string,
  via: 'console' | 'cli' = 'console'
): Promise<Report> {
  return db.transaction(async (trx) => {
    const report = await Report.query({ client: trx }).where('id', reportId).forUpdate().first()
    if (!report) throw ApiException.notFound(moderationMessages.reportNotFound)
    if (report.status !== 'OPEN') throw ApiException.conflict(moderationMessages.alreadyHandled)
    const now = DateTime.utc()
    const reason = note ?? report.reason
    let closes: Report[] = [report]
    let hidden: boolean | undefined
    if (action === 'HIDE') {
      const target = reportTargetOf(report.targetKind)
      if (!target) throw ApiException.unprocessable([{ message: moderationMessages.kindNotReportable }])
      if (!target.hide) throw ApiException.unprocessable([{ message: moderationMessages.cannotHideKind }])
      hidden = await target.hide(report.targetId, trx, reason)
      closes = await Report.query({ client: trx })
        .where({ targetKind: report.targetKind, targetId: report.targetId, status: 'OPEN' })
        .forUpdate()
    } else if (action === 'WARN') {
      if (!report.targetUserId) throw ApiException.unprocessable([{ message: moderationMessages.noAuthor }])
      await AuditLog.record(
        'user.warned',
        actor?.id ?? null,
        report.targetUserId,
        { reportId: report.id, reason, via, targetKind: report.targetKind, targetId: report.targetId },
        trx
      )
    } else if (action === 'BLOCK_AUTHOR') {
      const author = report.targetUserId ? await User.find(report.targetUserId, { client: trx }) : null
      if (!author) throw ApiException.unprocessable([{ message: moderationMessages.noAuthor }])
      if (author.status !== 'BLOCKED')
        await changeAuthorities(author, { status: 'BLOCKED', reason }, { actor, via }, trx)
    }
    for (const each of closes) {
      each.useTransaction(trx)
      each.merge({
        status: action === 'DISMISS' ? 'DISMISSED' : 'RESOLVED',
        resolution: action,
        resolvedBy: actor?.id ?? null,
        resolvedAt: now,
      })
      await each.save()
    }
    await AuditLog.create(
      {
        action: 'report.resolved',
        actorId: actor?.id ?? null,
        targetUserId: report.targetUserId,
        details: JSON.stringify({
          reportId: report.id,
          action,
          via,
          targetKind: report.targetKind,
          targetId: report.targetId,
          reason,
          before: { status: 'OPEN', ...(hidden === undefined ? {} : { hidden: !hidden }) },
          after: {
            status: action === 'DISMISS' ? 'DISMISSED' : 'RESOLVED',
            ...(hidden === undefined ? {} : { hidden: true }),
          },
          closed: closes.map((each) => each.id),
        }),
      },
      { client: trx }
    )
    return report
  })
}
