import { eras, genres, type ReferenceEntry } from '@kobza/contract'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'

export interface SeedProgress {
  (step: { table: 'genres' | 'eras'; code: string; done: number; total: number; created: boolean }): void
}

/**
 * Writes the spec's genres and eras. Idempotent: existing codes are left as an
 * operator may have renamed them in the console; only missing ones are added.
 */
export async function seedReferenceData(onProgress?: SeedProgress) {
  const plan: { table: 'genres' | 'eras'; model: typeof Genre | typeof Era; entries: ReferenceEntry[] }[] = [
    { table: 'genres', model: Genre, entries: genres.list },
    { table: 'eras', model: Era, entries: eras.list },
  ]
  const total = plan.reduce((sum, step) => sum + step.entries.length, 0)
  let done = 0
  let created = 0
  for (const { table, model, entries } of plan) {
    const existing = new Set((await model.query().select('code')).map((row) => row.code))
    for (const [position, entry] of entries.entries()) {
      const isNew = !existing.has(entry.value)
      if (isNew) {
        await model.create({ code: entry.value, name: entry.name, position })
        created += 1
      }
      done += 1
      onProgress?.({ table, code: entry.value, done, total, created: isNew })
    }
  }
  return { total, created }
}
