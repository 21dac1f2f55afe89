/* What the operator CLI may do with the catalogue; collected by start/operator.ts. */
import type { DemoSeeder } from '#core/console_app'
import { seedReferenceData, type SeedProgress } from '#catalogue/reference_data'
import { seedDemoCatalogue } from '#catalogue/demo'

/** `kobza seed reference`: the spec's genres and eras, idempotent. */
export function seedReference(onProgress?: SeedProgress) {
  return seedReferenceData(onProgress)
}

export const demo: DemoSeeder = {
  domain: 'catalogue',
  run: (context) => seedReferenceData((step) => context.progress(`${step.table}: ${step.code}`, step.done, step.total)),
}

/** The demo artists' songs, playlists and events: seeded after people and their profiles. */
export const contentDemo: DemoSeeder = { domain: 'catalogue content', run: seedDemoCatalogue }
