import db from '@adonisjs/lucid/services/db'
import type { LegendSettings } from '@kobza/contract'
import { storedNow } from '#core/stored_time'
import { AuditLog, type User } from '#accounts/public'
import { legendSettings } from '#legends/settings'

/**
 * Saves the settings; an administrator's change (`actor`) is audited with before and after in
 * the same transaction. The demo seeding passes no actor: nobody acted.
 */
export async function saveLegendSettings(settings: LegendSettings, actor?: User): Promise<LegendSettings> {
  const row = {
    vote_stage_days: settings.voteStageDays,
    expected_minimal_vote: settings.expectedMinimalVote,
    judges_quorum: settings.judgesQuorum,
    nominations_per_day: settings.nominationsPerDay,
    updated_at: storedNow(),
  }
  await db.transaction(async (trx) => {
    const before = await legendSettings(trx)
    const existing = await trx.from('legend_settings').where('id', 1).first()
    if (existing) await trx.from('legend_settings').where('id', 1).update(row)
    else
      await trx
        .insertQuery()
        .table('legend_settings')
        .insert({ id: 1, ...row })
    if (actor) await AuditLog.record('legend_settings.changed', actor.id, null, { before, after: settings }, trx)
  })
  return legendSettings()
}
