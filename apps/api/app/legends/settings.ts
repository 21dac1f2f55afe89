import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LegendSettings } from '@kobza/contract'

/**
 * Defaults until an administrator saves the settings (console, 'legend-settings'): a two-week
 * stage, ten votes to reach the judges, one judge decides, five nominations a day per user.
 */
export const defaultLegendSettings: LegendSettings = {
  voteStageDays: 14,
  expectedMinimalVote: 10,
  judgesQuorum: 1,
  nominationsPerDay: 5,
}

interface SettingsRow {
  vote_stage_days: number
  expected_minimal_vote: number
  judges_quorum: number
  nominations_per_day: number
}

/** The settings in force (one row, id 1), read on use so an edit applies at once on every instance. */
export async function legendSettings(client: TransactionClientContract | null = null): Promise<LegendSettings> {
  const row = (await (client ?? db).from('legend_settings').where('id', 1).first()) as SettingsRow | null
  if (!row) return { ...defaultLegendSettings }
  return {
    voteStageDays: Number(row.vote_stage_days),
    expectedMinimalVote: Number(row.expected_minimal_vote),
    judgesQuorum: Number(row.judges_quorum),
    nominationsPerDay: Number(row.nominations_per_day),
  }
}

/** How often the API's web process closes voting stages that have ended. */
export const stageIntervalMs = 60_000
