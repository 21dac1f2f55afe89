import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database as SqliteDatabase } from 'better-sqlite3'
import type { BenchEndpoint } from './endpoint.ts'

const folder = new URL('../endpoints/', import.meta.url)

/**
 * Every endpoint of every bench/endpoints/<domain>.ts, in file then list order; BENCH_ONLY
 * (comma-separated domains, e.g. `core,feed`) narrows the run while working on one domain.
 */
export async function loadEndpoints(): Promise<(BenchEndpoint & { domain: string })[]> {
  const only = process.env.BENCH_ONLY?.split(',').map((domain) => domain.trim())
  const files = readdirSync(fileURLToPath(folder))
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => !only || only.includes(file.replace(/\.ts$/, '')))
    .sort()
  const all: (BenchEndpoint & { domain: string })[] = []
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as { default?: BenchEndpoint[] }
    if (!Array.isArray(module.default)) throw new Error(`bench/endpoints/${file} must export a list by default`)
    for (const endpoint of module.default) all.push({ ...endpoint, domain: file.replace(/\.ts$/, '') })
  }
  const names = new Set<string>()
  for (const { name } of all) {
    if (names.has(name)) throw new Error(`Two bench endpoints are named "${name}"`)
    names.add(name)
  }
  return all
}

/**
 * Datasets a domain adds to the run's SQLite file before the platform starts: each
 * bench/endpoints/<domain>.ts may export `prepare(database)` (e.g. the feed's million posts).
 */
export async function prepareDatasets(sqliteFile: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3')
  const files = readdirSync(fileURLToPath(folder))
    .filter((file) => file.endsWith('.ts'))
    .sort()
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as { prepare?: (database: SqliteDatabase) => void }
    if (!module.prepare) continue
    const database = new Database(sqliteFile)
    try {
      const started = Date.now()
      process.stdout.write(`▶ Dataset of ${file}… `)
      module.prepare(database)
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
    } finally {
      database.close()
    }
  }
}
