import db from '@adonisjs/lucid/services/db'
import { AuditLog, type AuditAction, type User } from '#accounts/public'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'

/*
 * What a console change to a reference list (genres, eras) shares: the entry as the audit entry
 * keeps it, and an edit whose audit entry shares its transaction. The cached list is dropped
 * again once committed, so a read in between cannot keep the old labels.
 */

/** An entry as its audit entries show it before and after a change. */
export const referenceSnapshot = (entry: Era | Genre) => ({
  code: entry.code,
  name: entry.name,
  nameUk: entry.nameUk,
  position: entry.position,
})

/** Relabels or reorders `entry` as `actor`, audited as `action` with the entry's id under `idKey`. */
export async function editReference<Entry extends Era | Genre>(
  actor: User,
  entry: Entry,
  input: Partial<Pick<Entry, 'code' | 'name' | 'nameUk' | 'position'>>,
  audit: { action: AuditAction; idKey: 'eraId' | 'genreId' }
): Promise<Entry> {
  const before = referenceSnapshot(entry)
  await db.transaction(async (trx) => {
    entry.useTransaction(trx)
    entry.merge(input)
    await entry.save()
    const details = { [audit.idKey]: entry.id, before, after: referenceSnapshot(entry) }
    await AuditLog.record(audit.action, actor.id, null, details, trx)
  })
  ;(entry instanceof Era ? Era : Genre).invalidateCache()
  return entry
}
