import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { storedAt } from '#core/stored_time'

export interface ClosedStages {
  /** Uuids of legends that reached their threshold: now On Reviewing. */
  reviewing: string[]
  /** Uuids of legends that missed it: closed as not selected. */
  notSelected: string[]
}

/**
 * Ends every voting stage whose firstVoteStageOpenUntil has come (at `now` exactly, the stage is
 * over: votes are taken strictly before it). A legend with at least expectedMinimalVote votes goes
 * to the judges, the others close as NOT_SELECTED. Each change is a conditional UPDATE on
 * status VOTING, so several API processes (and the CLI) may run it at once.
 */
export async function closeVotingStages(now: DateTime = clock.now()): Promise<ClosedStages> {
  const at = storedAt(now)
  const due = (await db
    .from('legends')
    .where('status', 'VOTING')
    .where('vote_stage_until', '<=', at)
    .select('id', 'uuid', 'vote_count', 'expected_minimal_vote')
    .orderBy('id')) as { id: number; uuid: string; vote_count: number; expected_minimal_vote: number }[]
  const closed: ClosedStages = { reviewing: [], notSelected: [] }
  for (const row of due) {
    const reached = Number(row.vote_count) >= Number(row.expected_minimal_vote)
    const status = reached ? 'REVIEWING' : 'NOT_SELECTED'
    const changed = await db
      .from('legends')
      .where('id', row.id)
      .where('status', 'VOTING')
      .update({ status, stage_closed_at: at, updated_at: at })
    const count = Array.isArray(changed) ? changed.length : Number(changed)
    if (count === 0) continue
    ;(reached ? closed.reviewing : closed.notSelected).push(row.uuid)
  }
  return closed
}
