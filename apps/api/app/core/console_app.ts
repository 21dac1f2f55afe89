/*
 * The operator's plumbing shared by every domain's operator module: migrations, refusals and
 * the demo seeders' shapes. Which operations exist is each domain's business (its operator
 * module), collected by start/operator.ts; booting the process is start/console.ts's.
 */
import { bootApi } from '#start/console'

export { bootApi, shutdownApi } from '#start/console'

export async function runMigrations() {
  const app = await bootApi()
  const db = (await import('@adonisjs/lucid/services/db')).default
  const { MigrationRunner } = await import('@adonisjs/lucid/migration')
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error
  return migrator.migratedFiles
}

/** A refusal the operator should read as a sentence, not a stack trace. */
export class OperatorError extends Error {}

/** One step of `kobza seed demo`, reported as each domain writes its part. */
export interface DemoProgress {
  (step: { domain: string; label: string; done: number; total: number }): void
}

/** What every domain's demo seeder receives: the shared password and a progress callback. */
export interface DemoContext {
  password: string
  /** True when the markets run on the embedded ledger (demo contracts and accounts live there). */
  localLedger: boolean
  progress: (label: string, done: number, total: number) => void
}

export interface DemoResult {
  created: number
  total: number
  /** Lines the CLI prints after seeding (demo sign-ins, URLs). */
  notes?: string[]
}

/** A domain's contribution to `kobza seed demo`; seeders run in the collector's order. */
export interface DemoSeeder {
  domain: string
  run(context: DemoContext): Promise<DemoResult>
}
