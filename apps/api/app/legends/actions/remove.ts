import db from '@adonisjs/lucid/services/db'
import { legendMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, bouncerOf, type User } from '#accounts/public'
import { deleteComments } from '#feed/public'
import { deleteStored } from '#media/public'
import type Legend from '#legends/legend'
import LegendPolicy from '#legends/policy'

/**
 * Deletes a legend with its votes, likes, decisions, comments and files. The nominator may do it
 * only while it is on voting with no vote yet (checked again in the DELETE itself, so a vote that
 * lands meanwhile wins); a moderator at any time with a reason, audited in the same transaction.
 */
export async function removeLegend(user: User, legend: Legend, reason?: string): Promise<void> {
  const moderator = await bouncerOf(user).with(LegendPolicy).allows('moderate')
  if (!moderator && !(legend.ownerId === user.id && legend.status === 'VOTING' && legend.voteCount === 0))
    throw ApiException.forbidden(legendMessages.deleteForbidden)
  await db.transaction(async (trx) => {
    const query = trx.from('legends').where('id', legend.id)
    if (!moderator) query.where('status', 'VOTING').where('vote_count', 0)
    const deleted = await query.delete()
    const count = Array.isArray(deleted) ? deleted.length : Number(deleted)
    if (count === 0) throw ApiException.forbidden(legendMessages.deleteForbidden)
    await deleteComments(trx, { kind: 'LEGEND', id: legend.id })
    // A moderator's removal is audited with it; a nominator withdrawing their own is not a console action.
    if (moderator)
      await AuditLog.record(
        'legend.removed',
        user.id,
        legend.ownerId,
        {
          legendId: legend.id,
          ...(reason ? { reason } : {}),
          before: {
            name: legend.name,
            authorName: legend.authorName,
            legendType: legend.legendType,
            status: legend.status,
            voteCount: legend.voteCount,
          },
          after: null,
        },
        trx
      )
  })
  await deleteStored([legend.coverKey, legend.coverThumbnailKey, legend.songKey])
}
