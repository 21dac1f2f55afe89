/* What the operator CLI may do with the Hall of Fame; collected by start/operator.ts. */
import '#legends/register'
import { DateTime } from 'luxon'
import type { DemoSeeder } from '#core/console_app'
import { OperatorError } from '#core/console_app'
import { clock } from '#core/clock'
import { closeVotingStages, type ClosedStages } from '#legends/actions/close_stages'
import { seedDemoLegends } from '#legends/demo'

/**
 * `kobza legends close-stage [--at <ISO time>]`: ends the voting stages that are over. `--at`
 * evaluates them as of another moment (a test clock for end-to-end runs and rehearsals); without
 * it, now.
 */
export async function closeStage(at?: string): Promise<ClosedStages & { at: string }> {
  let now = clock.now()
  if (at) {
    const parsed = DateTime.fromISO(at, { zone: 'utc' })
    if (!parsed.isValid) throw new OperatorError(`--at must be an ISO 8601 time, e.g. 2026-12-01T12:00:00Z (got ${at})`)
    now = parsed
  }
  const closed = await closeVotingStages(now)
  return { ...closed, at: now.toUTC().toISO()! }
}

export const demo: DemoSeeder = { domain: 'legends', run: seedDemoLegends }
