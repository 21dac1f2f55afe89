#!/usr/bin/env node
/**
 * Bundle budget of a Vite app (the web's `/`, the console) — run after `vite build`:
 *
 *   node ../../scripts/bundle-budget.mjs [--budget-kb 150] [--dist dist]   (from a workspace)
 *
 * Sums the brotli size of the JavaScript a browser downloads before any lazy route (what the
 * server sends every browser of today: the build writes .br files beside the assets, see
 * vite-compress.mjs; a file without one is compressed here at the same quality): the entry
 * chunk of index.html plus everything it imports statically (transitively), read from Vite's
 * build manifest. Lazy screens (dynamic imports) are listed apart and not counted.
 * Exits 1 when the total is over budget.
 */
import { join, resolve } from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import { brotliCompressSync, constants } from 'node:zlib'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const budgetKb = Number(option('budget-kb', '150'))
// Relative to the workspace running it (npm scripts run in the workspace's folder).
const dist = resolve(option('dist', 'dist'))

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
} catch (error) {
  console.error(`No build manifest in ${dist}/.vite — run \`vite build\` first (build.manifest must be true).`)
  console.error(String(error))
  process.exit(2)
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
if (entries.length === 0) {
  console.error('The manifest has no entry chunk.')
  process.exit(2)
}

const initial = new Set()
const lazy = new Set()
function visit(key) {
  if (initial.has(key)) return
  const chunk = manifest[key]
  if (!chunk) return
  initial.add(key)
  for (const imported of chunk.imports ?? []) visit(imported)
  for (const dynamic of chunk.dynamicImports ?? []) lazy.add(dynamic)
}
for (const [key] of entries) visit(key)

const brotliKb = (file) => {
  const path = join(dist, file)
  const bytes = existsSync(`${path}.br`)
    ? readFileSync(`${path}.br`)
    : brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  return bytes.length / 1024
}
const rows = [...initial]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, kb: brotliKb(file) }))
  .sort((a, b) => b.kb - a.kb)
const total = rows.reduce((sum, row) => sum + row.kb, 0)

console.log(`Initial JavaScript of ${dist} (entry + static imports), brotli:`)
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`)
const lazyFiles = [...lazy].filter((key) => !initial.has(key)).map((key) => manifest[key].file)
console.log(`  (${lazyFiles.length} lazy chunks not counted)`)
console.log(`Total: ${total.toFixed(1)} KB of ${budgetKb} KB budget (${((total / budgetKb) * 100).toFixed(0)}%)`)

if (total > budgetKb) {
  console.error(`Over budget by ${(total - budgetKb).toFixed(1)} KB.`)
  process.exit(1)
}
