/*
 * Posts and comments can be reported (#moderation): the feed decides what a reportable post or
 * comment is and how it is hidden; moderation reaches them through this registration, never an
 * import. Loaded by the feed's routes (web, tests) and its operator (CLI, demo).
 */
import { registerReportTarget, type ReportTarget } from '#moderation/public'
import { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import {
  contentPreviews,
  reportableComment,
  reportablePost,
  setHidden,
  type FeedContentKind,
} from '#feed/actions/moderate'

const numericId = (targetId: string) => (/^\d{1,10}$/.test(targetId) ? Number(targetId) : 0)

function targetFor(kind: FeedContentKind): ReportTarget {
  return {
    async check(targetId, reporterId) {
      const reporter = await User.find(reporterId)
      if (!reporter) throw ApiException.unauthorized()
      const id = numericId(targetId)
      return kind === 'POST' ? reportablePost(id, reporter) : reportableComment(id, reporter)
    },
    async hide(targetId, trx, reason) {
      const before = await setHidden(kind, numericId(targetId), reason, trx)
      return before !== null && !before.hidden
    },
    async previews(targetIds) {
      const found = await contentPreviews(
        kind,
        targetIds.map(numericId).filter((id) => id > 0)
      )
      return new Map([...found].map(([id, preview]) => [String(id), preview]))
    },
  }
}

registerReportTarget('POST', targetFor('POST'))
registerReportTarget('COMMENT', targetFor('COMMENT'))
