import db from '@adonisjs/lucid/services/db'
import { AuditLog, type User } from '#accounts/public'
import type Legend from '#legends/legend'

/** The nomination fields a moderator may correct (the console's legends resource). */
export type LegendCorrection = Partial<
  Pick<
    Legend,
    'name' | 'authorName' | 'opinion' | 'era' | 'genre' | 'composer' | 'label' | 'recordingStudio' | 'textAuthor'
  >
>

/**
 * A moderator corrects a nomination: the fields that really change are saved and audited
 * (before and after) in one transaction, so neither stands without the other.
 */
export async function correctLegend(moderator: User, legend: Legend, changes: LegendCorrection): Promise<Legend> {
  const fields = (Object.keys(changes) as (keyof LegendCorrection)[]).filter(
    (field) => changes[field] !== legend[field]
  )
  if (fields.length === 0) return legend
  const before = Object.fromEntries(fields.map((field) => [field, legend[field]]))
  const after = Object.fromEntries(fields.map((field) => [field, changes[field]]))
  await db.transaction(async (trx) => {
    legend.useTransaction(trx)
    legend.merge(changes)
    legend.searchText = `${legend.name.toLowerCase()} ${(legend.authorName ?? '').toLowerCase()}`.trim().slice(0, 200)
    await legend.save()
    await AuditLog.record('legend.updated', moderator.id, legend.ownerId, { legendId: legend.id, before, after }, trx)
  })
  return legend
}
