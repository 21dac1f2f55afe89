import { clock } from '#core/clock'
import { sqlMillisOf } from '#core/stored_time'
import { eraLabelsUk, eras, genreLabelsUk, genres, type ReferenceEntry } from '@kobza/contract'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'

export interface SeedProgress {
  (step: { table: 'genres' | 'eras'; code: string; done: number; total: number; created: boolean }): void
}

/**
 * Writes the spec's genres and eras. Idempotent: existing codes are left as an
 * operator may have renamed them in the console; only missing ones are added, and a
 * built-in code's Ukrainian label is filled where it is still empty (rows from before
 * migration 0101), never over one an operator edited.
 */
export async function seedReferenceData(onProgress?: SeedProgress) {
  const plan: {
    table: 'genres' | 'eras'
    model: typeof Genre | typeof Era
    entries: ReferenceEntry[]
    labelsUk: Record<string, string>
  }[] = [
    { table: 'genres', model: Genre, entries: genres.list, labelsUk: genreLabelsUk },
    { table: 'eras', model: Era, entries: eras.list, labelsUk: eraLabelsUk },
  ]
  const total = plan.reduce((sum, step) => sum + step.entries.length, 0)
  let done = 0
  let created = 0
  for (const { table, model, entries, labelsUk } of plan) {
    const existing = new Map((await model.query().select('id', 'code', 'name_uk')).map((row) => [row.code, row]))
    for (const [position, entry] of entries.entries()) {
      const row = existing.get(entry.value)
      const isNew = !row
      if (!row) {
        await model.create({ code: entry.value, name: entry.name, nameUk: labelsUk[entry.value] ?? null, position })
        created += 1
      } else if (row.nameUk === null && labelsUk[entry.value]) {
        // Conditional, so a label an operator saved since the read above is kept.
        await model
          .query()
          .where('id', row.id)
          .whereNull('name_uk')
          .update({ name_uk: labelsUk[entry.value], updated_at: sqlMillisOf(clock.now()) })
        model.invalidateCache()
      }
      done += 1
      onProgress?.({ table, code: entry.value, done, total, created: isNew })
    }
  }
  return { total, created }
}
