/*
 * Boots the API in console mode (config, database) without an HTTP server, for the
 * operator CLI and the demo seed. Plumbing only: which operations exist is each domain's
 * business (its operator module), collected by start/operator.ts.
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'

const APP_ROOT = new URL('../../', import.meta.url)
const importer = (filePath: string) =>
  filePath.startsWith('./') || filePath.startsWith('../') ? import(new URL(filePath, APP_ROOT).href) : import(filePath)

let booted: Promise<ApplicationService> | undefined

/** Boots once per process; later calls share the same application. */
export function bootApi(): Promise<ApplicationService> {
  booted ??= (async () => {
    process.env.TZ = 'UTC'
    const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
    app.booting(async () => {
      await import('#start/env')
    })
    await app.init()
    await app.boot()
    return app
  })()
  return booted
}

export async function shutdownApi() {
  const app = await booted?.catch(() => undefined)
  booted = undefined
  await app?.terminate()
}

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
