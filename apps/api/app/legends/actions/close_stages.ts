import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { legendDecisionAuthorities } from '@kobza/contract'
import { clock } from '#core/clock'
import { storedAt } from '#core/stored_time'
import { notifyHolders } from '#notifications/public'

export interface ClosedStages {
  /** Uuids of legends that reached their threshold: now On Reviewing. */
  reviewing: string[]
  /** Uuids of legends that missed it: closed as not selected. */
  notSelected: string[]
}

/**
 * Ends every voting stage whose firstVoteStageOpenUntil has come (at `now` exactly, the stage is
 * over: votes are taken strictly before it). A legend with at least expectedMinimalVote votes goes
 * to the judges (who are told, in the move's transaction; not the nominator among them, who may
 * not judge it), the others close as NOT_SELECTED. Each change is a conditional UPDATE on
 * status VOTING, so several API processes (and the CLI) may run it at once.
 */
export async function closeVotingStages(now: DateTime = clock.now()): Promise<ClosedStages> {
  const at = storedAt(now)
  const due = (await db
    .from('legends')
    .where('status', 'VOTING')
    .where('vote_stage_until', '<=', at)
    .select('id', 'uuid', 'name', 'owner_id', 'vote_count', 'expected_minimal_vote')
    .orderBy('id')) as {
    id: number
    uuid: string
    name: string
    owner_id: number
    vote_count: number
    expected_minimal_vote: number
  }[]
  const closed: ClosedStages = { reviewing: [], notSelected: [] }
  for (const row of due) {
    const reached = Number(row.vote_count) >= Number(row.expected_minimal_vote)
    const status = reached ? 'REVIEWING' : 'NOT_SELECTED'
    const count = await db.transaction(async (trx) => {
      const changed = await trx
        .from('legends')
        .where('id', row.id)
        .where('status', 'VOTING')
        .update({ status, stage_closed_at: at, updated_at: at })
      const moved = Array.isArray(changed) ? changed.length : Number(changed)
      if (moved > 0 && reached)
        await notifyHolders(
          trx,
          legendDecisionAuthorities,
          {
            type: 'LEGEND_AWAITING_REVIEW',
            actorId: null,
            target: { kind: 'LEGEND', id: row.uuid },
            data: { name: row.name },
          },
          Number(row.owner_id)
        )
      return moved
    })
    if (count === 0) continue
    ;(reached ? closed.reviewing : closed.notSelected).push(row.uuid)
  }
  return closed
}
