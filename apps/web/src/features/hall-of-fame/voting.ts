import type { Legend } from '@kobza/contract'

/**
 * Width of a vote bar in percent (spec 001 §4): 0 at exactly 0, at least 4 when above 0, the
 * percent itself from 4 to 100, and 100 at or past 100.
 */
export function voteBarWidth(percent: number): number {
  if (!(percent > 0)) return 0
  if (percent < 4) return 4
  return Math.min(100, percent)
}

const dayMs = 24 * 60 * 60 * 1000

/** Whole days left until the stage ends (rounded up), 0 once it has ended. */
export function daysLeft(until: string, now: number = Date.now()): number {
  const left = Date.parse(until) - now
  return left > 0 ? Math.ceil(left / dayMs) : 0
}

/** Whether the legend still takes votes: on voting, before firstVoteStageOpenUntil. */
export function isVotingOpen(legend: Pick<Legend, 'status' | 'voteInfo'>, now: number = Date.now()): boolean {
  return legend.status === 'VOTING' && Date.parse(legend.voteInfo.firstVoteStageOpenUntil) > now
}

/** A link as typed by a nominator: http(s) only, opened with https:// when it has no scheme (spec 001 §2). */
export { externalHref } from '../../shared/format/links'

export const trackIdOf = (uuid: string) => `legend:${uuid}`
