import { legendMessages, type Legend as LegendAnswer } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { ApiException } from '#core/exceptions/api_exception'
import { clock } from '#core/clock'
import type { User } from '#accounts/public'
import { insertOnce } from '#feed/public'
import { storedNow } from '#core/stored_time'
import Legend from '#legends/legend'
import { findLegend } from '#legends/actions/find_legend'
import { presentLegend } from '#legends/present'

/** Whether the legend still takes votes at `now`: its stage is open strictly before firstVoteStageOpenUntil. */
export function isVotingOpen(legend: Legend, now = clock.now()): boolean {
  return legend.status === 'VOTING' && now.toMillis() < legend.voteStageUntil.toMillis()
}

/**
 * One vote per user per legend, only while the stage is open. The unique (legend, user) row
 * decides between racing requests: only the one that inserted it counts.
 */
export async function voteForLegend(voter: User, uuid: string): Promise<LegendAnswer> {
  const legend = await findLegend(uuid)
  if (!isVotingOpen(legend)) throw ApiException.conflict(legendMessages.votingClosed)
  const counted = await db.transaction(async (trx) => {
    const row = { legend_id: legend.id, user_id: voter.id, created_at: storedNow() }
    if (!(await insertOnce(trx, 'legend_votes', row, ['legend_id', 'user_id']))) return false
    await trx.from('legends').where('id', legend.id).increment('vote_count', 1)
    return true
  })
  if (!counted) throw ApiException.conflict(legendMessages.alreadyVoted)
  return presentLegend(await Legend.findOrFail(legend.id), voter)
}
