import db from '@adonisjs/lucid/services/db'
import type { AdminEraUpdate } from '@kobza/contract'
import { AuditLog, type User } from '#accounts/public'
import Era from '#catalogue/era'

const snapshot = (era: Era) => ({ code: era.code, name: era.name, nameUk: era.nameUk, position: era.position })

/**
 * Relabels or reorders an era. The codes are fixed (the markets and legends filter by them), so
 * there is no create or delete. The change and its audit entry share one transaction; the cached
 * list is dropped again once committed, so a read in between cannot keep the old labels.
 */
export async function updateEra(actor: User, era: Era, input: AdminEraUpdate): Promise<Era> {
  const before = snapshot(era)
  await db.transaction(async (trx) => {
    era.useTransaction(trx)
    era.merge(input)
    await era.save()
    await AuditLog.record('era.updated', actor.id, null, { eraId: era.id, before, after: snapshot(era) }, trx)
  })
  Era.invalidateCache()
  return era
}
